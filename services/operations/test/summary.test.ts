import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operationsSummarySchema } from '@venue/contracts/operations';
import { machineReportReceiptSchema } from '@venue/contracts/machine-reports';
import { expectError, someGame, startOperations, type Operations } from './operations-harness';

let operations: Operations;
const summary = () => operations.read('/api/operations/summary', operationsSummarySchema);

beforeEach(async () => {
  operations = await startOperations();
});
afterEach(() => operations.close());

describe("the portal's figures", () => {
  it('when nothing is recorded, then every figure is zero', async () => {
    expect(await summary()).toEqual({
      prizes: { total: 0, lowStock: 0, outOfStock: 0 },
      openIssues: { machineReports: 0, gameIssues: 0 },
    });
  });

  it('when prizes run low and problems are open or settled, then only stock to act on and open problems count', async () => {
    const game = await someGame(operations);
    for (const currentStock of [0, 3, 5, 6, 45]) {
      await operations.staff('POST', '/api/prizes', {
        name: `Prize ${currentStock}`,
        category: 'toys',
        currentStock,
      });
    }
    const reportIds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await operations.api('/api/machine-reports', {
        method: 'POST',
        json: { gameName: game.name, issueType: 'other', description: 'Something is wrong here' },
      });
      reportIds.push(machineReportReceiptSchema.parse(await response.json()).id);
    }
    const [investigating, fixed, closed] = reportIds;
    await operations.staff('PATCH', `/api/machine-reports/${investigating}`, {
      status: 'investigating',
    });
    await operations.staff('PATCH', `/api/machine-reports/${fixed}`, { status: 'fixed' });
    await operations.staff('PATCH', `/api/machine-reports/${closed}`, { status: 'closed' });
    for (const status of ['open', 'in_progress', 'resolved']) {
      await operations.staff('POST', '/api/staff/game-issues', {
        ...{ gameName: game.name, category: game.category },
        issueType: 'software',
        description: 'Boot loop',
        status,
      });
    }

    expect(await summary()).toEqual({
      prizes: { total: 5, lowStock: 3, outOfStock: 1 },
      openIssues: { machineReports: 2, gameIssues: 2 },
    });
  });

  it('when the figures are asked for without the gateway identity, then it is a 401', async () => {
    await expectError(await operations.api('/api/operations/summary'), 401);
  });
});
