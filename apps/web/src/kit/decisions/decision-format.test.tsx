import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { figureRows, stateRows, verificationCode } from './decision-format';
import { decisionDetailOf } from './fixtures.test-data';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('decision-format', () => {
  it('words a credit line’s state: its status code by name, money as EGP, ids unformatted, unknown keys last', () => {
    const t = i18n.getFixedT('en', 'decisions');
    const rows = stateRows(
      t,
      'en',
      { userId: 100047, creditLineStatus: 2, approvedAmount: '20000.00', zeta: 'x' },
      { userId: 100047, creditLineStatus: 5, approvedAmount: '20000.00', zeta: 'x' },
    );
    expect(rows.map((row) => [row.label, plain(row.before), plain(row.after), row.changed])).toEqual([
      ['Customer number', '100047', '100047', false],
      ['Credit line status', 'Active', 'Suspended', true],
      ['Approved limit', 'EGP 20,000.00', 'EGP 20,000.00', false],
      ['zeta', 'x', 'x', false],
    ]);
  });

  it('words statuses and figures in Arabic, and keeps an unknown status code as it is', () => {
    const t = i18n.getFixedT('ar', 'decisions');
    const [status] = stateRows(t, 'ar', { status: 'PENDING' }, { status: 'ON_HOLD' });
    expect([status!.before, status!.after]).toEqual(['قيد الانتظار', 'ON_HOLD']);
    const figures = figureRows(t, 'ar', decisionDetailOf(1).figures!, { withReasons: false });
    expect(figures.find((row) => row.key === 'accountStatus')!.value).toBe('نشط');
    // The statement names the list and the day, never the hit's reason.
    expect(figures.find((row) => row.key === 'blacklistHits')!.value).not.toContain('Name match');
  });

  it('takes the first 16 characters of the SHA-256 as the verification code', () => {
    expect(verificationCode('ab12cd34ef56ab78cd90')).toBe('AB12CD34EF56AB78');
  });
});
