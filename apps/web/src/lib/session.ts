import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from './jwt';
import { navigateTo } from './navigation';
import { storageKeys } from './storage-keys';

/** What sign-in returns (contract `session`): the token, its lifetime and the idle timeout, in seconds. */
export interface StoredSession {
  accessToken: string;
  expiresIn: number;
  idleSeconds?: number;
}

export interface SessionUser {
  email: string;
  permissions: string[];
}

interface SessionState {
  token: string;
  user: SessionUser;
}

export interface UseSession {
  user: SessionUser | null;
  authenticated: boolean;
  signIn(session: StoredSession): void;
  logout(): void;
}

const EXPIRY_CHECK_MS = 30_000;
/** API calls are noted at most this often (localStorage, shared by the tabs). */
const ACTIVITY_WRITE_MS = 10_000;
/** The server writes a session's last use about once a minute: the idle deadline is counted a minute early. */
const IDLE_SLACK_MS = 60_000;

function readStoredUser(): StoredSession | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { accessToken, expiresIn, idleSeconds } = parsed as Partial<StoredSession>;
    if (typeof accessToken !== 'string' || typeof expiresIn !== 'number') return null;
    return { accessToken, expiresIn, ...(typeof idleSeconds === 'number' ? { idleSeconds } : {}) };
  } catch {
    return null;
  }
}

/** A token with no permission at all: the account exists but may open nothing (docs/requirements.md §P4). */
export class NoPermissionsError extends Error {
  constructor() {
    super('The access token carries no permissions');
  }
}

function userFromToken(token: string): SessionUser | null {
  const payload = decodeJwtPayload(token);
  if (!payload || !Array.isArray(payload.permissions)) return null;
  const permissions = payload.permissions.filter((p): p is string => typeof p === 'string');
  if (permissions.length === 0) return null;
  return { email: typeof payload.email === 'string' ? payload.email : '', permissions };
}

/**
 * When the session ends unless it is used or extended (ms): its token's expiry, or the idle timeout
 * after the last API call of any tab (a minute early: the server notes use about once a minute).
 */
function deadlineOf(stored: StoredSession, loginTime: number): number {
  const expiry = loginTime + stored.expiresIn * 1000;
  if (!stored.idleSeconds) return expiry;
  const active = Math.max(Number(localStorage.getItem(storageKeys.lastActivity)) || 0, loginTime);
  return Math.min(expiry, active + stored.idleSeconds * 1000 - IDLE_SLACK_MS);
}

/** The current session's deadline (ms since the epoch), or null when signed out. */
export function sessionDeadline(): number | null {
  const stored = readStoredUser();
  const loginTime = Number(localStorage.getItem(storageKeys.lastLoginTime));
  return stored && loginTime ? deadlineOf(stored, loginTime) : null;
}

let activityWritten = 0;
/** An API call went through: the session was used now (for the idle deadline). */
export function noteActivity(): void {
  const now = Date.now();
  if (!state || now - activityWritten < ACTIVITY_WRITE_MS) return;
  activityWritten = now;
  localStorage.setItem(storageKeys.lastActivity, String(now));
}

/**
 * docs/requirements.md §P4: valid only if a stored user and last-login time exist and the seconds elapsed since
 * login are below expiresIn (and the session was used within its idle timeout); a token without
 * permissions is not a session.
 */
function readValidSession(): SessionState | null {
  const stored = readStoredUser();
  const loginTime = Number(localStorage.getItem(storageKeys.lastLoginTime));
  if (!stored || !loginTime) return null;
  if (Date.now() >= deadlineOf(stored, loginTime)) return null;
  const user = userFromToken(stored.accessToken);
  return user ? { token: stored.accessToken, user } : null;
}

function clearStoredSession(): void {
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.lastLoginTime);
  localStorage.removeItem(storageKeys.lastActivity);
  localStorage.removeItem(storageKeys.readAfter);
}

let state: SessionState | null = null;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function setState(next: SessionState | null): void {
  if (next?.token === state?.token) return;
  const signedOut = state !== null && next === null;
  state = next;
  for (const listener of listeners) listener();
  if (signedOut) for (const listener of signOutListeners) listener();
}

/** Runs `listener` whenever a session ends (logout, expiry, another tab); returns an unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function refresh(): void {
  const next = readValidSession();
  if (!next && (localStorage.getItem(storageKeys.user) || localStorage.getItem(storageKeys.lastLoginTime))) {
    clearStoredSession();
  }
  setState(next);
}

// On load, whatever is stored but not a valid session is cleared (docs/requirements.md §P4).
refresh();

export function getAccessToken(): string | null {
  return state?.token ?? null;
}

/**
 * The session's token as the tabs share it (localStorage), taken up here at once: "Stay signed in"
 * in any tab replaces the token, and the server refuses the old one from then on, so every request
 * reads the current one rather than waiting for the storage event.
 */
export function latestAccessToken(): string | null {
  if (state && readStoredUser()?.accessToken !== state.token) refresh();
  return state?.token ?? null;
}

/** The lock under which one tab at a time renews the session (Web Locks: shared by the tabs). */
const RENEW_LOCK = 'cmt.session.renew';

function underRenewLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEW_LOCK, work) : work();
}

/**
 * Stay signed in: a new token for this session, shared with every tab. The server rotates the token
 * and takes a second refresh with the old one as reuse (it ends the session), so tabs renew one at a
 * time, and a tab whose token another tab has renewed meanwhile takes that one instead of asking.
 */
export async function renewSession(ask: () => Promise<StoredSession>): Promise<void> {
  const before = latestAccessToken();
  await underRenewLock(async () => {
    if (latestAccessToken() !== before) return;
    signIn(await ask());
  });
}

/**
 * After a 401 for `sentWith`: whether the session has a newer token by now (renewed in this or
 * another tab while the request was on its way), once any renewal under way has finished. The
 * caller then asks again with it rather than signing out.
 */
export async function renewedSince(sentWith: string): Promise<boolean> {
  await underRenewLock(async () => {});
  const latest = latestAccessToken();
  return latest !== null && latest !== sentWith;
}

export function signIn(session: StoredSession): void {
  if (!userFromToken(session.accessToken)) {
    clearStoredSession();
    setState(null);
    throw new NoPermissionsError();
  }
  localStorage.setItem(storageKeys.user, JSON.stringify(session));
  localStorage.setItem(storageKeys.lastLoginTime, String(Date.now()));
  localStorage.setItem(storageKeys.lastActivity, String(Date.now()));
  activityWritten = Date.now();
  refresh();
}

/** Clears local storage (keeping only the language choice) and goes to the sign-in page. */
export function logout(): void {
  const language = localStorage.getItem(storageKeys.language);
  localStorage.clear();
  if (language) localStorage.setItem(storageKeys.language, language);
  setState(null);
  navigateTo('/auth/login');
}

function checkExpiry(): void {
  if (state && !readValidSession()) logout();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Logs out as soon as the session expires: every 30 s, when the window regains focus, and when
 * another tab signs in or out.
 */
export function startSessionWatch(): () => void {
  const timer = window.setInterval(checkExpiry, EXPIRY_CHECK_MS);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.user || event.key === storageKeys.lastLoginTime) {
      const wasSignedIn = state !== null;
      refresh();
      if (wasSignedIn && !state) navigateTo('/auth/login');
    }
  };
  window.addEventListener('focus', checkExpiry);
  document.addEventListener('visibilitychange', checkExpiry);
  window.addEventListener('storage', onStorage);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', checkExpiry);
    document.removeEventListener('visibilitychange', checkExpiry);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): UseSession {
  const current = useSyncExternalStore(subscribe, () => state);
  return { user: current?.user ?? null, authenticated: current !== null, signIn, logout };
}
