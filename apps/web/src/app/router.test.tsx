import { areaFlags, type AreaFlag } from '@cmt/contract/areas';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from '../kit/testing/render-app';
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
