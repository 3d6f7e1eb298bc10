import { describe, expect, it } from 'vitest';
import type { StaffDirectory } from '@venue/auth/staff-directory';
import type { VerifiedStaffClaims } from '@venue/auth/tokens';
import type { StaffAccount } from '@venue/contracts/staff';
import { sharedSessionChecks } from '../src/session-checks';

/** A staff service stand-in that answers only when told, counting the questions it is asked. */
function heldDirectory() {
  const waiting: Array<(account: StaffAccount | null) => void> = [];
  const directory = {
    activeAccount: () => new Promise<StaffAccount | null>((resolve) => waiting.push(resolve)),
    endSession: async () => undefined,
  } as unknown as StaffDirectory;
  const answerAll = (account: StaffAccount | null) => waiting.splice(0).forEach((r) => r(account));
  return { directory, asked: () => waiting.length, answerAll };
}

const claims = (jti: string): VerifiedStaffClaims =>
  ({ sub: 'account-1', jti, exp: 0, sessionVersion: 0 }) as unknown as VerifiedStaffClaims;
const account = { id: 'account-1', username: 'crew' } as unknown as StaffAccount;

describe('session checks shared at the gateway', () => {
  it('when requests with one session arrive while it is being asked about, then one question answers them all', async () => {
    const held = heldDirectory();
    const { staff } = sharedSessionChecks(held.directory);
    const answers = Promise.all([1, 2, 3].map(() => staff.activeAccount(claims('token-a'))));
    const other = staff.activeAccount(claims('token-b'));
    expect(held.asked()).toBe(2);
    held.answerAll(account);
    expect(await answers).toEqual([account, account, account]);
    expect(await other).toEqual(account);
  });

  it('when the answer has come, then the next request asks again', async () => {
    const held = heldDirectory();
    const { staff } = sharedSessionChecks(held.directory);
    const first = staff.activeAccount(claims('token-a'));
    held.answerAll(account);
    await first;
    const second = staff.activeAccount(claims('token-a'));
    expect(held.asked()).toBe(1);
    held.answerAll(null);
    expect(await second).toBeNull();
  });

  it('when a write or a sign-out is answered meanwhile, then later requests do not share the earlier question', async () => {
    for (const change of ['write', 'sign-out'] as const) {
      const held = heldDirectory();
      const checks = sharedSessionChecks(held.directory);
      const before = checks.staff.activeAccount(claims('token-a'));
      if (change === 'write') checks.writeAnswered();
      else await checks.staff.endSession(claims('token-z'));
      const after = checks.staff.activeAccount(claims('token-a'));
      expect(held.asked(), change).toBe(2);
      held.answerAll(null);
      await Promise.all([before, after]);
    }
  });
});
