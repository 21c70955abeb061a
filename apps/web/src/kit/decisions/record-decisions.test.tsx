import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DecisionDetail, DecisionSummary } from '@cmt/contract/endpoints/decisions';
import type { PermissionKey } from '@cmt/contract/permissions';
import { i18n } from '../../lib/i18n';
import { answer, fakeServer, type ApiCall } from '../testing/render-app';
import { renderPage } from '../testing/render-page';
import { decisionDetailOf, decisionSummaryOf } from './fixtures.test-data';
import { RecordDecisions, type RecordDecisionsProps } from './record-decisions';

/** An element's text with the no-break spaces of Intl's currency as plain spaces. */
const textOf = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ');

interface Answers {
  list?: DecisionSummary[] | 'fail';
  detail?: DecisionDetail | 'fail';
}

function serve({ list = [], detail = decisionDetailOf(5) }: Answers) {
  return fakeServer((call: ApiCall) => {
    const url = new URL(call.url, 'http://test');
    if (url.pathname.endsWith('/decisions')) {
      return list === 'fail' ? answer(500, { code: 'INTERNAL', message: 'x' }) : answer(200, { items: list });
    }
    if (/\/decisions\/\d+$/.test(url.pathname)) {
      return detail === 'fail' ? answer(404, { code: 'NOT_FOUND', message: 'x' }) : answer(200, detail);
    }
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const page = (props: RecordDecisionsProps, permissions: PermissionKey[] = ['manage-affiliate-cashout']) =>
  renderPage(<RecordDecisions {...props} />, { path: '/app/affiliate/cashout/90', permissions });

const cashout: RecordDecisionsProps = { records: [{ recordType: 'cashout', recordId: 90 }] };
// The panel loads on demand: the first time takes its module's import (hence the longer waits).
const findPanel = () => screen.findByRole('region', { name: 'Decision records' }, { timeout: 10_000 });

describe('RecordDecisions', () => {
  it('is not there, and asks nothing, for staff who may not see the record', () => {
    const calls = serve({});
    page(cashout, ['manage-app-users']);
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists the decisions newest first: worded, when in Cairo time, by whom, the second person, the reason', async () => {
    const calls = serve({
      list: [
        decisionSummaryOf(4, {
          kind: 'affiliate-cashout.reject',
          decidedAt: '2026-11-20T09:00:00.000Z',
          fourEyes: false,
          reason: null,
          decidedBy: null,
        }),
        decisionSummaryOf(5),
      ],
    });
    page(cashout);
    const region = await findPanel();
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      'Cashout approved',
      'Cashout rejected',
    ]);
    // 10:30 UTC is 12:30 in Cairo (winter, UTC+2).
    expect(textOf(rows[0]!)).toContain('Nov 29, 2026, 12:30 PM');
    expect(rows[0]!.textContent).toContain('By maker@lucky.app');
    expect(rows[0]!.textContent).toContain('Second person');
    expect(rows[0]!.textContent).toContain('Balance checked against the wallet');
    expect(rows[1]!.textContent).not.toContain('Second person');
    expect(rows[1]!.textContent).toContain('No reason given');
    expect(rows[1]!.textContent).toContain('By a staff member no longer known');
    const asked = new URL(calls[0]!.url, 'http://test').searchParams;
    expect([asked.get('recordType'), asked.get('recordId')]).toEqual(['cashout', '90']);
  });

  it('says when there is none, and words the panel in Arabic', async () => {
    serve({ list: [] });
    await i18n.changeLanguage('ar');
    page(cashout);
    const region = await screen.findByRole('region', { name: 'سجلات القرارات' }, { timeout: 10_000 });
    expect(await within(region).findByText('لم يُسجَّل أي قرار على هذا السجل بعد')).toBeTruthy();
  });

  it('says the decisions could not be loaded, with Retry', async () => {
    serve({ list: 'fail' });
    page(cashout);
    const region = await findPanel();
    expect(
      await within(region).findByText('The decisions could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks for every decision about a customer on the customer page, naming each record', async () => {
    const calls = serve({
      list: [
        decisionSummaryOf(7, {
          kind: 'profile-validation.approve',
          recordType: 'kycValidation',
          recordId: 31,
          fourEyes: false,
        }),
      ],
    });
    page({ customerId: 12 }, ['manage-app-users']);
    const region = await findPanel();
    const rows = await within(region).findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Identity validation approved');
    expect(rows[0]!.textContent).toContain('KYC validation #31');
    expect(new URL(calls[0]!.url, 'http://test').searchParams.get('customerId')).toBe('12');
  });

  it('opens a decision: integrity, the state worded, the figures, no rules, the four-eyes request, the print buttons', async () => {
    serve({ list: [decisionSummaryOf(5)] });
    const { user } = page(cashout);
    const region = await findPanel();
    await user.click(await within(region).findByRole('button', { name: 'Cashout approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashout approved' });
    expect(
      await within(dialog).findByText('Verified: the record matches the hash in its sealed audit entry.', {
        exact: false,
      }),
    ).toBeTruthy();
    const status = dialog.querySelector('[data-field="status"]')!;
    expect(status.textContent).toBe('StatusPendingApproved');
    expect(textOf(dialog.querySelector('[data-field="amount"]'))).toBe('AmountEGP 1,250.00EGP 1,250.00');
    expect(textOf(dialog.querySelector('[data-field="available"]'))).toBe(
      'Available cashbackEGP 1,500.00EGP 250.00',
    );
    expect(textOf(dialog.querySelector('[data-field="userId"]'))).toBe('Customer number1212');
    expect(textOf(dialog.querySelector('[data-figure="availableCashback"]'))).toBe(
      'Available cashbackEGP 1,500.00',
    );
    expect(textOf(dialog.querySelector('[data-figure="creditUtilisation"]'))).toBe('Credit utilisation25%');
    expect(textOf(dialog.querySelector('[data-figure="blacklistHits"]'))).toContain(
      'UN, listed on Mar 1, 2025: Name match reviewed',
    );
    expect(textOf(dialog.querySelector('[data-window="last7d"]'))).toBe('Last 7 days2EGP 1,400.00');
    expect(within(dialog).getByText('No rules were evaluated')).toBeTruthy();
    expect(dialog.textContent).toContain('#4711');
    expect(dialog.textContent).toContain('checker@lucky.app');
    expect(within(dialog).getByRole('link', { name: 'Print statement in Arabic' }).getAttribute('href')).toBe(
      '/without-layout/decisions/5/statement/ar',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Print statement in English' }).getAttribute('href'),
    ).toBe('/without-layout/decisions/5/statement/en');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says, in words and an error colour, when the record was altered', async () => {
    serve({ list: [decisionSummaryOf(5)], detail: decisionDetailOf(5, { integrity: 'altered' }) });
    const { user } = page(cashout);
    const region = await findPanel();
    await user.click(await within(region).findByRole('button', { name: 'Cashout approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashout approved' });
    const alert = await within(dialog).findByText(/Altered: the record no longer matches/);
    const box = alert.closest('[data-integrity]')!;
    expect(box.getAttribute('data-integrity')).toBe('altered');
    expect(box.className).toContain('colorError');
  });

  it('says the decision could not be loaded', async () => {
    serve({ list: [decisionSummaryOf(5)], detail: 'fail' });
    const { user } = page(cashout);
    const region = await findPanel();
    await user.click(await within(region).findByRole('button', { name: 'Cashout approved' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The decision could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
