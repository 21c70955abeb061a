import type { PermissionKey } from '@cmt/contract/permissions';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, onTestFinished } from 'vitest';
import { logout } from '../../lib/session';
import { renderApp } from './render-app';
import { signInWith } from './session';

export interface RenderPageOptions {
  /** The page's route pattern, e.g. `/app/affiliate/cashout/:id` (`useParams` reads it). */
  path: string;
  /** The address opened; the path itself when omitted. */
  url?: string;
  /** Signs in with these permissions first (`signInWith`), and out when the test ends. */
  permissions?: PermissionKey[];
  /** Who is signed in (with `permissions`). */
  email?: string;
}

/**
 * One page as the app shows it at `url`, for page tests: `renderApp` with the page at its route
 * pattern, signed in with `permissions` (signed out again after the test). Answers the network
 * with `fakeServer` first; returns what `renderApp` does (the user, the history).
 */
export function renderPage(
  element: ReactElement,
  { path, url = path, permissions, email }: RenderPageOptions,
) {
  if (permissions) {
    signInWith(permissions, email);
    onTestFinished(() => logout());
  }
  return renderApp([{ path, element }], { history: [url] });
}

/**
 * Waits until no dialog is on screen: while one closes (its transition), the page behind it is
 * still hidden from role queries, so a check of the page waits for this first.
 */
export const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
