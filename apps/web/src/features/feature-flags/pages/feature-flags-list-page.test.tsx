import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { answer, fakeServer } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import FeatureFlagsListPage from './feature-flags-list-page';

const flag = (version: number): FeatureFlag => ({
  id: 7,
  key: 'newCheckout',
  value: true,
  description: 'The new checkout',
  version,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('deleting a feature flag from the list', () => {
  it('sends the version the row shows; changed by someone else (412): says so and reloads the list', async () => {
    let version = 3;
    const calls = fakeServer((call) => {
      if (call.method === 'GET')
        return answer(200, { items: [flag(version)], total: 1, page: 1, pageSize: 20 });
      // Someone else saved the flag meanwhile: the version the row showed is stale.
      version = 4;
      return answer(412, { message: 'Someone else changed this record', code: 'STALE_RECORD' });
    });
    const { user } = renderPage(<FeatureFlagsListPage />, { path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Delete newCheckout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Someone else changed this item meanwhile; the list was reloaded. Try again.',
    );
    const deletion = calls.find((call) => call.method === 'DELETE')!;
    expect(deletion.url).toMatch(/\/configs\/feature-flags\/7$/);
    expect(deletion.headers['If-Match']).toBe('"3"');
    // The list is read again, so the next delete goes out with the version now stored.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete newCheckout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE')[1]!.headers['If-Match']).toBe('"4"');
  });
});
