import type { PendingApproval } from '@cmt/contract/approval-actions';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { addressOf, renderApp } from '../testing/render-app';
import { PendingApprovalMark, usePendingWords } from './pending-approval';

// 08:00 UTC is 10:00 in Cairo (UTC+2 in November): staff read Cairo time whatever the computer's zone.
const pending: PendingApproval = {
  approvalId: 41,
  action: 'blacklist.remove',
  requestedBy: 'ann@lucky.app',
  requestedAt: '2026-11-29T08:00:00.000Z',
  expiresAt: '2026-12-06T08:00:00.000Z',
};

describe('usePendingWords', () => {
  it('says who asked and when, in Cairo time, in English', () => {
    const { result } = renderHook(() => usePendingWords(pending));
    expect(result.current).toMatch(
      /^Waiting for a second approval: asked by ann@lucky\.app on Nov 29, 2026, 10:00\sAM$/,
    );
  });

  it('switches with the language, the date in the language’s order (Arabic: day first)', async () => {
    const { result } = renderHook(() => usePendingWords(pending));
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current).toMatch(
      /^بانتظار موافقة شخص ثانٍ: طلبه ann@lucky\.app في 29\u200f\/11\u200f\/2026، 10:00 ص$/,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current).toBe(
      'En attente d’une seconde approbation : demandé par ann@lucky.app le 29 nov. 2026, 10:00',
    );
  });

  it('words each request by its own maker and time', () => {
    const { result, rerender } = renderHook(({ request }) => usePendingWords(request), {
      initialProps: { request: pending },
    });
    rerender({
      request: { ...pending, requestedBy: 'omar@lucky.app', requestedAt: '2026-11-30T22:30:00.000Z' },
    });
    // 22:30 UTC is already the next day in Cairo.
    expect(result.current).toMatch(/asked by omar@lucky\.app on Dec 1, 2026, 12:30\sAM$/);
  });

  it('names the hourglass of a list row with them; it opens the request on the Approvals screen', async () => {
    const { user, history } = renderApp(
      [
        { path: '/list', element: <PendingApprovalMark pending={pending} /> },
        { path: '/app/approvals', element: <h1>Approvals</h1> },
      ],
      { history: ['/list'] },
    );
    await user.click(
      screen.getByRole('link', { name: /^Waiting for a second approval: asked by ann@lucky\.app/ }),
    );
    expect(addressOf(history)).toBe('/app/approvals?approval=41');
  });
});
