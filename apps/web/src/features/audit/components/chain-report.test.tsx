import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditChainReport, AuditFullPass } from '@cmt/contract/endpoints/audit';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { i18n } from '../../../lib/i18n';
import { ChainReport } from './chain-report';
import { FullPass } from './full-pass';

/** What verify answers after the newest entry and its seal were deleted, and a forged checkpoint was put in the store. */
const broken: AuditChainReport = {
  ok: false,
  checked: 3,
  firstBrokenId: 4,
  sealed: 3,
  unsealed: 0,
  headHash: 'c89ca408feeb76231053fd5108525bbd7efef2d584f088e6a26cb14531adc434',
  anchoredThrough: null,
  checkpointsChecked: 2,
  missingSeals: 0,
  lateSeals: 0,
  mode: 'full',
  problems: [
    { code: 'checkpointMismatch', entryId: 4, checkpoint: 'audit-checkpoints/0000000000000004-x.json' },
    { code: 'checkpointForged', entryId: null, checkpoint: 'audit-checkpoints/0000000000000009-y.json' },
  ],
};

describe('the chain report', () => {
  it.each([
    ['en', 'The chain is broken: the first entry concerned is #4.', 'Checkpoints checked', /forged/],
    ['ar', 'السلسلة مكسورة: أول إدخال معني هو رقم 4.', 'نقاط التحقق التي تم فحصها', /مزورة/],
  ])('words the verdict, the figures and each problem (%s)', async (language, verdict, figure, forged) => {
    await i18n.changeLanguage(language);
    renderApp([{ path: '/', element: <ChainReport report={broken} testId="chain-report" /> }]);
    const report = await screen.findByTestId('chain-report');
    expect(report.textContent).toContain(verdict);
    expect(report.textContent).toContain(figure);
    const problems = within(screen.getByTestId('chain-problems')).getAllByRole('listitem');
    expect(problems).toHaveLength(2);
    expect(problems[0]!.textContent).toContain('audit-checkpoints/0000000000000004-x.json');
    expect(problems[1]!.textContent).toMatch(forged);
  });

  it('shows a full pass in progress, with how far it got', async () => {
    await i18n.changeLanguage('en');
    const pass: AuditFullPass = {
      id: 1,
      state: 'running',
      checked: 250_000,
      total: 1_000_000,
      startedAt: '2026-11-29T07:00:00.000Z',
      finishedAt: null,
      report: null,
    };
    fakeServer(() => answer(200, { pass }));
    renderApp([{ path: '/', element: <FullPass /> }]);
    expect((await screen.findByTestId('full-pass')).textContent).toBe(
      'Full pass: 250,000 of 1,000,000 seals checked (25 %)…',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });
});
