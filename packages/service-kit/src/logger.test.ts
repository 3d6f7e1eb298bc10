import { once } from 'node:events';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, writeAfterLogs } from './logger';

const file = path.join(os.tmpdir(), `venue-logger-${process.pid}.log`);
afterEach(() => rm(file, { force: true }));

describe('writing plain text beside the logs', () => {
  it('when lines are still being written asynchronously, then the text comes out after all of them', async () => {
    const destination = pino.destination({ dest: file, sync: false });
    const logger = createLogger('test', 'info', destination);
    for (let line = 1; line <= 500; line += 1) logger.info({ line }, 'starting');
    writeAfterLogs(logger, 'the last word\n');
    destination.end();
    await once(destination, 'close');

    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(501);
    expect(lines.at(-1)).toBe('the last word');
  });
});
