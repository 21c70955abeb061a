import { getMyAccount } from '@cmt/contract/endpoints/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client';
import { setNavigator } from './navigation';
import { getAccessToken, logout, renewSession, signIn } from './session';
import { storageKeys } from './storage-keys';

/** A token as the client reads it (the server alone verifies it). */
const tokenOf = (n: number) =>
  `h.${btoa(JSON.stringify({ email: 'a@lucky.app', permissions: ['manage-cmt'], n })).replace(/=+$/, '')}.s`;
const stored = (token: string) =>
  localStorage.setItem(storageKeys.user, JSON.stringify({ accessToken: token, expiresIn: 3600 }));
const sentWith = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>).Authorization;

const navigate = vi.fn();
beforeEach(() => {
  setNavigator(navigate);
  navigate.mockClear();
  signIn({ accessToken: tokenOf(0), expiresIn: 3600 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('a token renewed by "Stay signed in" in another tab', () => {
  it('a request refused for the token it left with (401) is sent again with the new one, not signed out', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      if ((init.headers as Record<string, string>).Authorization === `Bearer ${tokenOf(0)}`) {
        // Another tab renewed the session while this request was on its way.
        stored(tokenOf(1));
        return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Sign in' }), { status: 401 });
      }
      return new Response(JSON.stringify({ email: 'a@lucky.app' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    await expect(callApi(getMyAccount)).resolves.toEqual({ email: 'a@lucky.app' });
    expect(fetch.mock.calls.map(sentWith)).toEqual([`Bearer ${tokenOf(0)}`, `Bearer ${tokenOf(1)}`]);
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(tokenOf(1));
  });

  it('the next request takes the shared token at once, before any storage event', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    stored(tokenOf(2));
    await callApi(getMyAccount);
    expect(fetch.mock.calls.map(sentWith)).toEqual([`Bearer ${tokenOf(2)}`]);
  });

  it('a 401 with no newer token still signs out', async () => {
    const fetch = vi.fn(async () => new Response('{"code":"UNAUTHORIZED","message":"x"}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    await expect(callApi(getMyAccount)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('tabs renew one at a time, and a tab whose token was renewed meanwhile does not ask again', async () => {
    // Web Locks as the browser gives them: one holder at a time, in order.
    let queue = Promise.resolve();
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => {
      const run = queue.then(work);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const ask = vi.fn(async () => ({ accessToken: tokenOf(3), expiresIn: 3600 }));
    await Promise.all([renewSession(ask), renewSession(ask)]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe(tokenOf(3));
  });
});
