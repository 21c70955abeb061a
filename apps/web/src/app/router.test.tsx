import { areaFlags, type AreaFlag } from '@cmt/contract/areas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addressOf, answer, fakeServer, renderApp } from '../kit/testing/render-app';
import { signInWith } from '../kit/testing/session';
import { listFeatureFlagValues } from '@cmt/contract/endpoints/feature-flags';
import { Outlet } from 'react-router';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { testRuntimeConfig } from '../kit/testing/runtime-config';
import { logout } from '../lib/session';
import { appRouteTree } from './router';

const printPages = [
  '/without-layout/applications/contracts-debit',
  '/without-layout/applications/contracts-credit',
  '/without-layout/applications/contracts/connect/default',
];

/** Where opening `path` (signed out) ends, in a deployment with these areas on. */
async function landingOf(path: string, enabled: readonly AreaFlag[]) {
  const { history, unmount } = renderApp(appRouteTree(new Set(enabled)), { history: [path] });
  await waitFor(() => expect(addressOf(history)).not.toBe(path));
  const address = addressOf(history);
  unmount();
  return address;
}

describe('print pages follow the contracts flag', () => {
  it.each(printPages)('%s exists while CONTRACTS is on (asks for a session)', async (path) => {
    expect(await landingOf(path, areaFlags)).toBe('/auth/login');
    expect(await landingOf(path, ['CONTRACTS'])).toBe('/auth/login');
  });

  it.each(printPages)('%s is not found with CONTRACTS off, whatever else is on', async (path) => {
    expect(
      await landingOf(
        path,
        areaFlags.filter((flag) => flag !== 'CONTRACTS'),
      ),
    ).toBe('/error/404');
  });
});

describe('a decision page opens only with its own permission', () => {
  const cashout = '/api/v2/cmt-backend/payment/affiliate/cashouts/5';

  it('the cashout page, with the cashout list’s permission alone, is refused before anything is read or offered', async () => {
    signInWith(['manage-affiliate-cashout']);
    onTestFinished(() => logout());
    // The shell starts once the feature flags are read; nothing else is answered.
    const calls = fakeServer(({ url }) =>
      url === listFeatureFlagValues.path ? answer(200, []) : answer(404, { code: 'NOT_FOUND', message: 'x' }),
    );
    const { history } = renderApp(
      [
        {
          element: (
            <RuntimeConfigProvider config={testRuntimeConfig(areaFlags)}>
              <Outlet />
            </RuntimeConfigProvider>
          ),
          children: appRouteTree(new Set(areaFlags)),
        },
      ],
      { history: ['/app/affiliate/cashout/5'] },
    );
    await waitFor(() => expect(addressOf(history)).toBe('/error/401'), { timeout: 10_000 });
    expect(calls.filter((call) => call.url.startsWith(cashout))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
