import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueueClaim } from '@cmt/contract/queues';
import { claimCashout, getCashout, listCashouts, releaseCashout } from '@cmt/contract/endpoints/affiliate';
import { answer, fakeServer } from '../testing/render-app';
import { renderPage } from '../testing/render-page';
import { QueueClaimNotice } from './queue-claim-notice';
import { useQueueClaim } from './use-queue-claim';

const CLAIM = '/api/v2/cmt-backend/payment/affiliate/cashouts/5/claim';

/** A queue item's page as the app's are: its claim notice over `useQueueClaim` for the cashout queue. */
function ItemPage({ claim }: { claim: QueueClaim }) {
  const actions = useQueueClaim(
    { claim: claimCashout, release: releaseCashout },
    5,
    getCashout,
    listCashouts,
  );
  return <QueueClaimNotice claim={claim} actions={actions} />;
}

const open = (claim: QueueClaim) =>
  renderPage(<ItemPage claim={claim} />, { path: '/', permissions: ['manage-affiliate-cashout-id'] });

describe('useQueueClaim and QueueClaimNotice', () => {
  it('says who holds the item until when, and Take over claims it with takeover', async () => {
    const calls = fakeServer(() =>
      answer(200, { item: { id: 5, claimedUntil: '2026-03-01T10:30:00.000Z' } }),
    );
    const { user, queryClient } = open({
      by: 'sara@lucky.app',
      byMe: false,
      until: '2026-03-01T10:15:00.000Z',
    });
    expect(screen.getByText(/^sara@lucky\.app is reviewing this until /).textContent).toMatch(/\d/);
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    const reloaded = new Set<string>();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate')
        reloaded.add(String(event.query.queryKey[0]));
    });
    queryClient.setQueryData([getCashout.path, 5], {});
    queryClient.setQueryData([listCashouts.path, {}], {});
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('You took it over')).toBeTruthy();
    expect(calls).toMatchObject([{ method: 'POST', url: CLAIM, body: { takeover: true } }]);
    // The item and its list are read again.
    expect([...reloaded].sort()).toEqual([getCashout.path, listCashouts.path].sort());
  });

  it('says when taking over failed', async () => {
    fakeServer(() => answer(409, { code: 'CLAIMED_BY_OTHER', message: 'x' }));
    const { user } = open({ by: 'sara@lucky.app', byMe: false, until: '2026-03-01T10:15:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('Could not take it')).toBeTruthy();
  });

  it('offers the holder to let go: Release sends the DELETE of the claim', async () => {
    const calls = fakeServer(() => answer(200, { released: true }));
    const { user } = open({ by: 'agent@lucky.app', byMe: true, until: '2026-03-01T10:15:00.000Z' });
    expect(screen.getByText(/^You are reviewing this until /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await expect.poll(() => calls).toMatchObject([{ method: 'DELETE', url: CLAIM }]);
  });
});
