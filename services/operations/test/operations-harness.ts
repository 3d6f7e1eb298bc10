import { errorBodySchema } from '@venue/contracts/errors';
import type { ServiceApi } from '@venue/contracts/http';
import type { ServiceModule } from '@venue/service-kit/service-module';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { expect } from 'vitest';
import type { z } from 'zod';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { operationsService } from '../src/operations.service';

/**
 * The operations service and the catalogue it asks for game names, on fresh temp stores, or on
 * `dataDir` to start them again on the data of an earlier start.
 */
export async function startOperations(
  options: {
    targets?: Record<string, string>;
    withCatalogue?: boolean;
    dataDir?: string;
    env?: NodeJS.ProcessEnv;
  } = {},
) {
  const modules: Array<ServiceModule<ServiceApi>> = [
    ...(options.withCatalogue === false ? [] : [catalogueService]),
    operationsService,
  ];
  const hosted = await startServicesUnderTest(modules, {
    ...(options.targets && { targets: options.targets }),
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.env && { env: options.env }),
  });
  return operationsClient(hosted);
}

export function operationsClient(hosted: ServicesUnderTest) {
  const api = (path: string, options: CallOptions = {}) => hosted.call('operations', path, options);
  /** A staff call as the gateway would send it after checking the session. */
  const staff = (method: string, path: string, json?: unknown) =>
    api(path, { method, as: 'staff', json });
  /** A staff GET, parsed with the route's response schema. */
  const read = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    const response = await staff('GET', path);
    expect(response.status, `GET ${path}`).toBe(200);
    return schema.parse(await response.json());
  };
  return { hosted, api, staff, read, close: () => hosted.close() };
}

export type Operations = Awaited<ReturnType<typeof startOperations>>;

/** A JSON error body `{message, errors}` with this status. */
export async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
}

/** The messages a 400 gives for one field. */
export async function fieldErrorsOf(response: Response, field: string) {
  const body = await expectError(response, 400);
  return body.errors?.[field] ?? [];
}

/** A catalogue game to name in requests: the first pinball machine of the seed files. */
export async function someGame(operations: Operations) {
  const response = await operations.hosted.call('catalogue', '/api/games/pinball');
  const [game] = (await response.json()) as Array<{ name: string; slug: string }>;
  if (!game) throw new Error('the seed has no pinball game');
  return { name: game.name, slug: game.slug, category: 'pinball' as const };
}
