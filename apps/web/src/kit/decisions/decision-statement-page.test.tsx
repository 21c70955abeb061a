import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DecisionDetail } from '@cmt/contract/endpoints/decisions';
import { answer, fakeServer } from '../testing/render-app';
import { renderPage } from '../testing/render-page';
import DecisionStatementPage from './decision-statement-page';
import { decisionDetailOf } from './fixtures.test-data';

function serve(detail: DecisionDetail | null) {
  return fakeServer((call) =>
    /\/decisions\/\d+$/.test(new URL(call.url, 'http://test').pathname) && detail
      ? answer(200, detail)
      : answer(404, { code: 'NOT_FOUND', message: 'not found' }),
  );
}

const open = (url: string) => {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  renderPage(<DecisionStatementPage />, {
    path: '/without-layout/decisions/:id/statement/:lang',
    url,
    permissions: ['manage-affiliate-cashout'],
  });
  return print;
};

/** Every internal field of the record: none of them may reach the paper. */
const internal = ['maker@lucky.app', 'checker@lucky.app', '4711', '9001', 'Name match reviewed', 'PENDING'];

describe('DecisionStatementPage', () => {
  it('prints the Arabic statement right to left, once, without any internal field', async () => {
    serve(decisionDetailOf(5));
    const print = open('/without-layout/decisions/5/statement/ar');
    const paper = await screen.findByTestId('decision-statement', {}, { timeout: 10_000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(paper.textContent).toContain('بيان قرار');
    expect(paper.textContent).toContain('Mona Adel');
    expect(paper.textContent).toContain('الموافقة على طلب السحب');
    expect(paper.textContent).toContain('طلب سحب بمبلغ');
    expect(paper.textContent).toContain('وافق على هذا القرار موظف ثانٍ قبل أن يسري.');
    expect(screen.getByTestId('verification-code').textContent).toBe('AB12CD34EF56AB78');
    for (const field of internal) expect(paper.textContent).not.toContain(field);
    // Numbers and Latin text sit in <bdi>.
    expect([...paper.querySelectorAll('bdi')].some((bdi) => bdi.textContent === 'Mona Adel')).toBe(true);
  });

  it('prints the English statement left to right with the record in words', async () => {
    serve(
      decisionDetailOf(5, {
        fourEyes: false,
        fourEyesRequest: null,
        before: { status: 'PENDING', amount: '1250.00', createdAt: '2026-11-28T08:00:00.000Z' },
      }),
    );
    const print = open('/without-layout/decisions/5/statement/en');
    const paper = await screen.findByTestId('decision-statement', {}, { timeout: 10_000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dir).toBe('ltr');
    expect(paper.textContent?.replace(/\s/g, ' ')).toContain(
      'Cashout of EGP 1,250.00 requested on Nov 28, 2026, 10:00 AM',
    );
    expect(paper.textContent).toContain('This decision was made by one member of staff.');
    expect(paper.textContent).toContain('Balance checked against the wallet');
    expect(paper.textContent).toContain('UN, listed on Mar 1, 2025');
    for (const field of internal) expect(paper.textContent).not.toContain(field);
  });

  it('says there is nothing to print, and links back, without a decision', async () => {
    serve(null);
    const print = open('/without-layout/decisions/77/statement/en');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      'There is nothing to print: this decision was not found or you may not see it.',
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/app');
    expect(print).not.toHaveBeenCalled();
  });
});
