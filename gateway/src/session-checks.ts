import type { StaffDirectory } from '@venue/auth/staff-directory';
import type { StaffAccount } from '@venue/contracts/staff';
import { oncePerKey } from './once-per-key';

/**
 * Staff requests that arrive while the staff service is being asked about the same session
 * share that one question (a page's parallel calls, a burst sent with one token) rather than
 * each asking again. No answer is kept once it has come, so a session ended or an account
 * disabled through any gateway is refused from the next request on. A write answered through
 * this gateway may have been such a change (a sign-out, a disabled account, a reset password):
 * a question asked before it is not shared with requests that come after it.
 */
export function sharedSessionChecks(directory: StaffDirectory) {
  let writesAnswered = 0;
  const shared = oncePerKey<StaffAccount | null>();
  const writeAnswered = () => {
    writesAnswered += 1;
  };
  const staff: StaffDirectory = {
    ...directory,
    activeAccount: (claims) =>
      shared(
        `${claims.jti} ${claims.sub} ${claims.sessionVersion}`,
        () => directory.activeAccount(claims),
        writesAnswered,
      ),
    endSession: (claims) => directory.endSession(claims).finally(writeAnswered),
  };
  return { staff, writeAnswered };
}
