import { renderHook, screen, waitFor } from '@testing-library/react';
import { listFeatureFlagValues } from '@cmt/contract/endpoints/feature-flags';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeServer, renderApp } from '../kit/testing/render-app';
import { FeatureFlagsGate, useFeatureFlags } from './feature-flags';

/** A screen that reads its flags, as the offers list does. */
function OffersList() {
  const flags = useFeatureFlags();
  return (
    <p>
      {flags.cardOffers === true ? 'Card offers on' : 'Card offers off'}, limit {String(flags.limit)}
    </p>
  );
}
const render = () =>
  renderApp([
    {
      path: '/',
      element: (
        <FeatureFlagsGate>
          <OffersList />
        </FeatureFlagsGate>
      ),
    },
  ]);

describe('useFeatureFlags', () => {
  it('gives every screen the flags, loaded before it renders', async () => {
    const calls = fakeServer(() =>
      answer(200, [
        { key: 'cardOffers', value: true },
        { key: 'limit', value: 5 },
      ]),
    );
    render();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText(/Card offers/)).toBeNull();
    expect(await screen.findByText('Card offers on, limit 5')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([listFeatureFlagValues.path]);
  });

  it('renders no screen while the flags cannot load, and Try again loads them', async () => {
    let up = false;
    fakeServer(() =>
      up
        ? answer(200, [{ key: 'cardOffers', value: false }])
        : answer(503, { message: 'Down', code: 'DOWN' }),
    );
    const { user } = render();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the feature flags, so the app cannot start.',
    );
    expect(screen.queryByText(/Card offers/)).toBeNull();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card offers off, limit undefined')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is a mistake outside the gate, said at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the throw too
    expect(() => renderHook(() => useFeatureFlags())).toThrow('only available inside the /app layout');
  });
});
