// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BulkBatch } from '@cmt/contract/endpoints/bulk';
import { i18n, initI18n } from '../../../lib/i18n';
import { SnackbarProvider } from '../../../kit/snackbar';
import type { BulkUploadState } from '../hooks/use-bulk-upload';
import { BatchPanel } from './batch-panel';

const failed: BulkBatch = {
  id: 7,
  feature: 'RepaymentsStrategy',
  fileName: 'repayments.csv',
  sha256: 'x',
  status: 'FAILED',
  totalRows: 3,
  validRows: 3,
  invalidRows: 0,
  errorCount: 0,
  progress: 0,
  alreadyAppliedBatchId: null,
  report: null,
  amountTotal: null,
  openLinesToSuspend: null,
  failureReason: 'A repayment of this file was already recorded (same instalment, day, amount and channel)',
  failureMessage: { key: 'applyRepaymentRecorded', params: {} },
  uploadedBy: 'a@b.c',
  uploadedAt: '2026-01-01T00:00:00.000Z',
  appliedBy: null,
  appliedAt: null,
};

const state = { confirming: false, confirm: () => undefined } as unknown as BulkUploadState;

function renderPanel(batch: BulkBatch) {
  render(
    <SnackbarProvider view={() => null}>
      <BatchPanel batch={batch} state={state} />
    </SnackbarProvider>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

// Issue 19 item 11: why an apply failed is a code worded in the UI language, never the server's English.
describe('BatchPanel, a failed apply', () => {
  beforeAll(() => initI18n({ languages: ['en', 'ar'], defaultLanguage: 'en' }));
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it("words the failure's code in English", () => {
    expect(renderPanel(failed)).toContain('A repayment of this file was already recorded');
  });

  it('words it in Arabic, with no English sentence of the server', async () => {
    await i18n.changeLanguage('ar');
    const text = renderPanel(failed);
    expect(text).toContain('سداد من هذا الملف مسجّل بالفعل');
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('never shows the text of a batch that failed before codes', async () => {
    await i18n.changeLanguage('ar');
    const text = renderPanel({ ...failed, failureMessage: null, failureReason: 'ledger unavailable' });
    expect(text).toContain('أوقفه خطأ غير متوقع');
    expect(text).not.toContain('ledger');
  });
});
