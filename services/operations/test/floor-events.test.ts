import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameIssueChanged, gameIssueSchema } from '@venue/contracts/cleaning';
import {
  machineReportChanged,
  machineReportSchema,
  openReportsSchema,
} from '@venue/contracts/machine-reports';
import { maintenanceLogChanged, maintenanceLogSchema } from '@venue/contracts/maintenance';
import { openProblemSchema } from '@venue/contracts/operations';
import {
  expectError,
  fieldErrorsOf,
  someGame,
  startOperations,
  type Operations,
} from './operations-harness';

/**
 * The floor's records announce every change (the machines' status is made from them), and
 * answer what is still open: to staff in full, to the public only whether a game was reported.
 */
let operations: Operations;
let game: { name: string; category: 'pinball' };
let heard: Array<{ event: string; payload: unknown }>;

const problemsPath = '/api/operations/open-problems';
const openPath = (name: string) => `/api/machine-reports/open?game=${encodeURIComponent(name)}`;
const report = async (extra: Record<string, unknown> = {}) => {
  const response = await operations.api('/api/machine-reports', {
    method: 'POST',
    json: {
      gameName: game.name,
      issueType: 'game_frozen',
      description: 'Froze on the second ball.',
      contactInfo: 'call Sam',
      ...extra,
    },
  });
  expect(response.status).toBe(201);
  return z.object({ id: z.string() }).parse(await response.json());
};
const setReport = async (id: string, status: string) => {
  const response = await operations.staff('PATCH', `/api/machine-reports/${id}`, { status });
  expect(response.status).toBe(200);
  return machineReportSchema.parse(await response.json());
};
const problems = (gameName = '') =>
  operations.read(
    `${problemsPath}?gameName=${encodeURIComponent(gameName)}`,
    z.array(openProblemSchema),
  );
const maintenance = {
  gameTitle: 'medieval madness',
  gameCategory: 'pinball',
  issueType: 'mechanical',
  priority: 'high',
  description: 'Castle gate motor stalls',
  reportedBy: 'Jordan',
};

beforeEach(async () => {
  operations = await startOperations();
  game = await someGame(operations);
  heard = [];
  for (const event of [machineReportChanged, gameIssueChanged, maintenanceLogChanged]) {
    operations.hosted.jobs.subscribe(event, 'floor-events-test', async (payload: unknown) => {
      heard.push({ event: event.name, payload });
    });
  }
});
afterEach(() => operations.close());

describe('every change on the floor is announced', () => {
  it('when staff set a report status and then delete it, then each is announced once, with the statuses', async () => {
    const { id } = await report();
    await setReport(id, 'investigating');
    expect((await operations.staff('DELETE', `/api/machine-reports/${id}`)).status).toBe(204);
    await expect
      .poll(() => heard)
      .toEqual([
        {
          event: 'machine-report.changed',
          payload: {
            reportId: id,
            gameName: game.name,
            change: 'status-set',
            status: 'investigating',
            previousStatus: 'reported',
          },
        },
        {
          event: 'machine-report.changed',
          payload: {
            reportId: id,
            gameName: game.name,
            change: 'deleted',
            status: 'investigating',
            previousStatus: 'investigating',
          },
        },
      ]);
  });

  it('when a game issue is reported and its status set, then each is announced', async () => {
    const created = await operations.staff('POST', '/api/staff/game-issues', {
      gameName: game.name,
      category: game.category,
      issueType: 'mechanical',
      description: 'Left flipper weak',
    });
    const issue = gameIssueSchema.parse(await created.json());
    await operations.staff('PUT', `/api/staff/game-issues/${issue.id}/status`, {
      status: 'resolved',
    });
    await expect
      .poll(() => heard.map(({ payload }) => payload))
      .toEqual([
        {
          issueId: issue.id,
          gameName: game.name,
          category: 'pinball',
          change: 'created',
          status: 'open',
        },
        {
          issueId: issue.id,
          gameName: game.name,
          category: 'pinball',
          change: 'status-set',
          status: 'resolved',
        },
      ]);
  });

  it('when a maintenance log is written, retitled and deleted, then each is announced, the retitle with the old title', async () => {
    const created = await operations.staff('POST', '/api/maintenance', maintenance);
    const log = maintenanceLogSchema.parse(await created.json());
    await operations.staff('PUT', `/api/maintenance/${log.id}`, {
      ...maintenance,
      gameTitle: 'Attack from Mars',
      status: 'parts_needed',
    });
    await operations.staff('DELETE', `/api/maintenance/${log.id}`);
    await expect
      .poll(() => heard.map(({ payload }) => payload))
      .toEqual([
        {
          logId: log.id,
          gameTitle: 'medieval madness',
          gameCategory: 'pinball',
          change: 'created',
          status: 'reported',
        },
        {
          logId: log.id,
          gameTitle: 'Attack from Mars',
          previousGameTitle: 'medieval madness',
          gameCategory: 'pinball',
          change: 'updated',
          status: 'parts_needed',
        },
        {
          logId: log.id,
          gameTitle: 'Attack from Mars',
          gameCategory: 'pinball',
          change: 'deleted',
          status: 'parts_needed',
        },
      ]);
  });

  it('when a status update is refused, then nothing changes and nothing is announced', async () => {
    const { id } = await report();
    await fieldErrorsOf(
      await operations.staff('PATCH', `/api/machine-reports/${id}`, { status: 'on_fire' }),
      'status',
    );
    await operations.hosted.services.operations!.outbox.relay();
    expect(heard).toEqual([]);
  });
});

describe('what is still open', () => {
  it('when reports, issues and logs are open or done, then staff see only the open ones, per game without regard to case', async () => {
    const open = await report();
    const done = await report();
    await setReport(done.id, 'fixed');
    await operations.staff('POST', '/api/maintenance', maintenance);
    await operations.staff('POST', '/api/maintenance', { ...maintenance, status: 'completed' });
    await operations.staff('POST', '/api/staff/game-issues', {
      gameName: game.name,
      category: game.category,
      issueType: 'software',
      description: 'Resets in attract mode',
      status: 'in_progress',
    });

    const all = await problems();
    expect(all.map((problem) => [problem.source, problem.status]).sort()).toEqual(
      [
        ['machine-report', 'reported'],
        ['game-issue', 'in_progress'],
        ['maintenance-log', 'reported'],
      ].sort(),
    );
    expect(all.find((problem) => problem.source === 'machine-report')).toMatchObject({
      id: open.id,
      gameName: game.name,
      category: null,
    });
    expect(await problems('MEDIEVAL MADNESS')).toHaveLength(
      game.name === 'Medieval Madness' ? 3 : 1,
    );
    expect(await problems('Not A Machine')).toEqual([]);
  });

  it('when open problems are asked for without the gateway identity, then it is a 401', async () => {
    await expectError(await operations.api(problemsPath), 401);
  });
});

describe('already reported', () => {
  const openOf = async (name: string) => {
    const response = await operations.api(openPath(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
    return response;
  };

  it('when nobody reported the game, then it is not reported; once someone has, it is, until staff fix it', async () => {
    const before = openReportsSchema.parse(await (await openOf(game.name)).json());
    expect(before).toEqual({
      gameName: game.name,
      alreadyReported: false,
      openReports: 0,
      lastReportedAt: null,
    });

    const first = await report({ email: 'sam@example.com' });
    await report();
    const during = openReportsSchema.parse(await (await openOf(game.name)).json());
    expect(during).toMatchObject({ alreadyReported: true, openReports: 2 });
    expect(during.lastReportedAt).toBeInstanceOf(Date);

    await setReport(first.id, 'investigating');
    expect(await (await openOf(game.name)).json()).toMatchObject({ openReports: 2 });
    await setReport(first.id, 'fixed');
    expect(await (await openOf(game.name)).json()).toMatchObject({ openReports: 1 });
  });

  it('when the answer is read, then it holds nothing a reporter wrote', async () => {
    await report({ email: 'sam@example.com', playerName: 'Sam Secret' });
    const text = await (await openOf(game.name)).text();
    expect(text).not.toMatch(/sam@example\.com|Sam Secret|call Sam|Froze/);
  });

  it('when no game is named, then it is a 400 on the game', async () => {
    expect(
      await fieldErrorsOf(await operations.api('/api/machine-reports/open'), 'query.game'),
    ).toEqual(['Please select a game']);
  });
});

describe("a reporter's e-mail", () => {
  it('when a report leaves an e-mail, then staff see it and the receipt does not hold it', async () => {
    const response = await operations.api('/api/machine-reports', {
      method: 'POST',
      json: {
        gameName: game.name,
        issueType: 'sound_issue',
        description: 'No sound at all from the speakers.',
        email: '  Sam@Example.com ',
      },
    });
    expect(response.status).toBe(201);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['id', 'reportedAt']);
    const [stored] = await operations.read('/api/machine-reports', z.array(machineReportSchema));
    expect(stored).toMatchObject({ email: 'Sam@Example.com', contactInfo: '' });
  });

  it.each([
    ['not an address', 'sam at example'],
    ['too long', `${'a'.repeat(250)}@example.com`],
    ['a number', 42],
  ])(
    'when the e-mail is %s, then it is a 400 on email and nothing is stored',
    async (_label, email) => {
      const response = await operations.api('/api/machine-reports', {
        method: 'POST',
        json: {
          gameName: game.name,
          issueType: 'sound_issue',
          description: 'No sound at all from the speakers.',
          email,
        },
      });
      expect(await fieldErrorsOf(response, 'email')).toHaveLength(1);
      expect(await operations.read('/api/machine-reports', z.array(machineReportSchema))).toEqual(
        [],
      );
    },
  );
});
