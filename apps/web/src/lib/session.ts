import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from './jwt';
import { navigateTo } from './navigation';
import { storageKeys } from './storage-keys';

/** What sign-in returns (contract `session`): the token and its lifetime in seconds. */
export interface StoredSession {
  accessToken: string;
  expiresIn: number;
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

function readStoredUser(): StoredSession | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { accessToken, expiresIn } = parsed as Partial<StoredSession>;
    if (typeof accessToken !== 'string' || typeof expiresIn !== 'number') return null;
    return { accessToken, expiresIn };
  } catch {
    return null;
  }
}

/** A token with no permission at all: the account exists but may open nothing (SPEC §4). */
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
 * SPEC §4: valid only if a stored user and last-login time exist and the seconds elapsed since
 * login are below expiresIn; a token without permissions is not a session.
 */
function readValidSession(): SessionState | null {
  const stored = readStoredUser();
  const loginTime = Number(localStorage.getItem(storageKeys.lastLoginTime));
  if (!stored || !loginTime) return null;
  if ((Date.now() - loginTime) / 1000 >= stored.expiresIn) return null;
  const user = userFromToken(stored.accessToken);
  return user ? { token: stored.accessToken, user } : null;
}

function clearStoredSession(): void {
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.lastLoginTime);
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

// On load, whatever is stored but not a valid session is cleared (SPEC §4).
refresh();

export function getAccessToken(): string | null {
  return state?.token ?? null;
}

export function signIn(session: StoredSession): void {
  if (!userFromToken(session.accessToken)) {
    clearStoredSession();
    setState(null);
    throw new NoPermissionsError();
  }
  localStorage.setItem(storageKeys.user, JSON.stringify(session));
  localStorage.setItem(storageKeys.lastLoginTime, String(Date.now()));
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
