import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWith } from '../kit/testing/session';
import { setNavigator } from './navigation';
import { logout, NoPermissionsError, startSessionWatch, useSession } from './session';
import { storageKeys } from './storage-keys';

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockClear();
  setNavigator(navigate);
});
afterEach(() => {
  logout();
});

/** A token as the web reads it (unsigned: only the server verifies tokens). */
const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('useSession', () => {
  it('is signed out with no session, and shows who signed in once they do', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ user: null, authenticated: false });
    act(() => signInWith(['manage-offers-banners'], 'rana@lucky.app'));
    expect(result.current.authenticated).toBe(true);
    expect(result.current.user).toEqual({ email: 'rana@lucky.app', permissions: ['manage-offers-banners'] });
  });

  it('signs in with what the sign-in page got', () => {
    const { result } = renderHook(() => useSession());
    act(() =>
      result.current.signIn({
        accessToken: tokenWith({ email: 'omar@lucky.app', permissions: ['manage-cmt'] }),
        expiresIn: 3600,
      }),
    );
    expect(result.current.user?.email).toBe('omar@lucky.app');
    expect(localStorage.getItem(storageKeys.user)).not.toBeNull();
  });

  it('refuses a token with no permission at all: the account may open nothing', () => {
    const { result } = renderHook(() => useSession());
    act(() => signInWith(['manage-cmt']));
    let refusal: unknown;
    act(() => {
      try {
        result.current.signIn({
          accessToken: tokenWith({ email: 'x@lucky.app', permissions: [] }),
          expiresIn: 3600,
        });
      } catch (error) {
        refusal = error;
      }
    });
    expect(refusal).toBeInstanceOf(NoPermissionsError);
    expect(result.current).toMatchObject({ user: null, authenticated: false });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('signs out to the sign-in page, keeping only the language choice', () => {
    const { result } = renderHook(() => useSession());
    act(() => signInWith(['manage-cmt']));
    localStorage.setItem(storageKeys.language, 'ar');
    act(() => result.current.logout());
    expect(result.current).toMatchObject({ user: null, authenticated: false });
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('ar');
  });

  it('shows the session ended when it expires or another tab signs out', () => {
    const stop = startSessionWatch();
    try {
      const { result } = renderHook(() => useSession());
      act(() => signInWith(['manage-cmt']));
      // Signed in two hours ago with a token of one hour: the next focus finds it expired.
      localStorage.setItem(storageKeys.lastLoginTime, String(Date.now() - 2 * 3600_000));
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(result.current.user).toBeNull();

      act(() => signInWith(['manage-cmt']));
      expect(result.current.authenticated).toBe(true);
      localStorage.removeItem(storageKeys.user);
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user })));
      expect(result.current.authenticated).toBe(false);
      expect(navigate).toHaveBeenLastCalledWith('/auth/login');
    } finally {
      stop();
    }
  });
});
