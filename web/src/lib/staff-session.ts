import { staffSessionHours } from '@venue/contracts/staff';
import { useSyncExternalStore } from 'react';

import { toast } from './toast';

/**
 * The staff session kept in the browser (spec: token, username and login time in local storage),
 * the path to come back to after signing in, and the in-page gate flags (session storage).
 * The server checks the token on every staff call; this is what the pages use to decide whether
 * to show anything at all and when to send the user to the login page.
 */

export const staffSessionKeys = {
  token: 'staffToken',
  username: 'staffUsername',
  loginTime: 'staffLoginTime',
} as const;

/** Session-storage key of the staff path to return to after signing in. */
export const staffRedirectKey = 'staffRedirect';

export const staffSessionMs = staffSessionHours * 60 * 60 * 1000;
/** A login time this far in the future is a changed clock or a hand-edited value: not trusted. */
const clockSkewMs = 5 * 60 * 1000;

/** In-page gate flags share this prefix, so ending the session can clear every one of them. */
export const staffGatePrefix = 'staffGate:';
export type StaffGateKey = `${typeof staffGatePrefix}${string}`;

export type StaffSession = {
  token: string;
  username: string;
  loginTime: Date;
  /** loginTime + 8 hours. */
  endsAt: Date;
};

/** Why the last session ended in this tab: a logout does not ask to come back to the page. */
export type SessionEnd = 'logout' | 'expired' | null;

export type StaffSessionState =
  | { status: 'signed-out'; ended: SessionEnd }
  | { status: 'active'; session: StaffSession }
  | { status: 'expired'; session: StaffSession };

// Storage can be blocked (privacy modes, sandboxed frames): then there is simply no session.
const storage = {
  get(area: 'local' | 'session', key: string): string | null {
    try {
      return (area === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
    } catch {
      return null;
    }
  },
  set(area: 'local' | 'session', key: string, value: string) {
    try {
      (area === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
    } catch {
      // nothing to keep it in
    }
  },
  remove(area: 'local' | 'session', key: string) {
    try {
      (area === 'local' ? window.localStorage : window.sessionStorage).removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};

let ended: SessionEnd = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The stored token, if any: the API client sends it as the bearer token. */
export const readStaffToken = (): string | null => storage.get('local', staffSessionKeys.token);

let cached: { key: string; state: StaffSessionState } | null = null;

/** The session as stored, judged against the clock now. Same inputs give the same object. */
export function getStaffSessionState(now = Date.now()): StaffSessionState {
  const token = readStaffToken();
  const username = storage.get('local', staffSessionKeys.username) ?? '';
  const loginTimeText = storage.get('local', staffSessionKeys.loginTime) ?? '';
  let state: StaffSessionState;
  if (!token) {
    state = { status: 'signed-out', ended };
  } else {
    const loginTime = new Date(loginTimeText);
    const valid = !Number.isNaN(loginTime.getTime());
    const session: StaffSession = {
      token,
      username,
      loginTime,
      endsAt: new Date(valid ? loginTime.getTime() + staffSessionMs : 0),
    };
    const current =
      valid && now < session.endsAt.getTime() && loginTime.getTime() <= now + clockSkewMs;
    state = { status: current ? 'active' : 'expired', session };
  }
  const key = [state.status, token, username, loginTimeText, ended].join('\n');
  if (cached?.key !== key) cached = { key, state };
  return cached.state;
}

/** Keeps a fresh sign-in: token, username and the login time (ISO) in local storage. */
export function startStaffSession({ token, username }: { token: string; username: string }) {
  clearGateFlags();
  storage.set('local', staffSessionKeys.token, token);
  storage.set('local', staffSessionKeys.username, username);
  storage.set('local', staffSessionKeys.loginTime, new Date().toISOString());
  ended = null;
  notify();
}

/** Forgets the session and every gate flag. Returns whether there was a session to end. */
export function endStaffSession(reason: Exclude<SessionEnd, null>): boolean {
  const hadSession = readStaffToken() !== null;
  Object.values(staffSessionKeys).forEach((key) => storage.remove('local', key));
  clearGateFlags();
  ended = reason;
  notify();
  return hadSession;
}

/**
 * The session is over (8 hours passed, or the server answered 401): clear it and say so once,
 * however many calls fail at the same moment.
 */
export function expireStaffSession() {
  if (endStaffSession('expired')) {
    toast({ title: 'Session Expired', description: 'Please sign in again to continue.' });
  }
}

/** Makes subscribers re-read the session (timers and tab focus use it to notice the 8 hours). */
export const recheckStaffSession = () => notify();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab signing in or out changes local storage here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(staffSessionKeys).includes(event.key)) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const getSnapshot = () => getStaffSessionState();

export const useStaffSession = (): StaffSessionState =>
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

/** Only a staff page path can be a redirect target: never another site, never the login page. */
const isStaffPagePath = (path: string) =>
  path.startsWith('/staff/') &&
  !path.startsWith('//') &&
  !path.startsWith('/staff/login') &&
  !path.includes('\\');

/** Remembers where a signed-out visitor was going (path and search). */
export function saveStaffRedirect(path: string) {
  if (isStaffPagePath(path)) storage.set('session', staffRedirectKey, path);
}

/** The remembered path, removed as it is read. */
export function takeStaffRedirect(): string | null {
  const path = storage.get('session', staffRedirectKey);
  storage.remove('session', staffRedirectKey);
  return path && isStaffPagePath(path) ? path : null;
}

/** The username a gate was passed with in this tab, if any. */
export const readGateFlag = (key: StaffGateKey): string | null => storage.get('session', key);

export const setGateFlag = (key: StaffGateKey, username: string) =>
  storage.set('session', key, username);

function clearGateFlags() {
  try {
    const keys = Object.keys(window.sessionStorage).filter((key) =>
      key.startsWith(staffGatePrefix),
    );
    keys.forEach((key) => window.sessionStorage.removeItem(key));
  } catch {
    // no session storage, no flags
  }
}
