import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@cmt/contract/endpoints/cases';
import type { PermissionKey } from '@cmt/contract/permissions';
import { fakeUploads } from '../../../kit/testing/fake-uploads';
import { testRuntimeConfig } from '../../../kit/testing/runtime-config';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import { detail, events, sara, samir } from '../testing-fixtures';
import CasePage from './case-page';

const CASE = '/api/v2/cmt-backend/cases/12';
const WORKER: PermissionKey[] = ['manage-cases-read', 'manage-cases-work', 'manage-affiliate-cashout-id'];

/** The case as `read()` gives it, its timeline, the staff search; other calls answered by `other`. */
function serve(read: () => CaseDetail, other: (call: ApiCall) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    const answered = other(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.url === CASE)
      return answer(200, read(), { ETag: `"${read().version}"` });
    if (call.method === 'GET' && call.url.startsWith(`${CASE}/timeline`)) {
      const kinds = new URL(call.url, 'http://x').searchParams.get('kinds')?.split(',');
      return answer(200, { events: kinds ? events.filter((e) => kinds.includes(e.kind)) : events });
    }
    if (call.method === 'GET' && call.url.startsWith('/api/v2/cmt-backend/cases/staff')) {
      const q = new URL(call.url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      return answer(200, { items: [sara, samir].filter((s) => s.name.toLowerCase().includes(q)) });
    }
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const openCase = async (permissions = WORKER) => {
  const view = renderPage(
    <RuntimeConfigProvider config={testRuntimeConfig(['AFFILIATE', 'CASHOUTS'])}>
      <CasePage />
    </RuntimeConfigProvider>,
    { path: '/app/cases/:id', url: '/app/cases/12', permissions },
  );
  await screen.findByRole('heading', { level: 1, name: 'CMP-2026-000012 · Cashout never arrived' });
  return view;
};

describe('CasePage', () => {
  it('shows the case at a glance: countdown, acknowledgement, links (a hidden one unnamed) and the timeline', async () => {
    serve(() => detail);
    await openCase();
    expect(screen.getByText('3 business days left')).toBeTruthy();
    expect(screen.getByText(/^Customer told the reference on /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mona Adel' }).getAttribute('href')).toBe('/app/customers/41');
    expect(screen.getByText('A record you may not see')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText('Moved from Open to In progress')).toBeTruthy();
    expect(within(timeline).getByText('Cashout #5: affiliate-cashout.approve')).toBeTruthy();
    expect(within(timeline).getByText('Mentioned: Sara Adel')).toBeTruthy();
    // Only the moves the case may make now.
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('a breached case shows its negative countdown and the escalation flag', async () => {
    serve(() => ({ ...detail, businessDaysLeft: -2, escalated: true, sla: 'RED' }));
    await openCase();
    expect(screen.getByText('2 business days late')).toBeTruthy();
    expect(screen.getByText('Escalated')).toBeTruthy();
  });

  it('resolve asks for the outcome and the summary, then sends them with If-Match', async () => {
    let current = detail;
    const calls = serve(
      () => current,
      (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/moves/resolve')) return undefined;
        current = {
          ...detail,
          status: 'RESOLVED',
          version: 5,
          moves: ['close', 'reopen'],
          businessDaysLeft: null,
        };
        return answer(200, current);
      },
    );
    const { user } = await openCase();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve CMP-2026-000012' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Choose the outcome')).toBeTruthy();
    expect(within(dialog).getByText('Write a summary of what was decided')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await user.click(screen.getByRole('option', { name: 'Partially upheld' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Summary/ }), 'Refunded the fee');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await dialogClosed();
    expect(screen.getByRole('status').textContent).toBe('The case is now Resolved');
    const move = calls.find((call) => call.method === 'POST')!;
    expect(move).toMatchObject({
      url: `${CASE}/moves/resolve`,
      headers: { 'If-Match': '"4"' },
      body: { outcome: 'PARTIALLY_UPHELD', summary: 'Refunded the fee' },
    });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('puts the server’s field errors on the fields', async () => {
    serve(
      () => detail,
      (call) =>
        call.method === 'POST'
          ? answer(400, {
              code: 'VALIDATION',
              message: 'Bad',
              details: [
                {
                  path: ['body', 'summary'],
                  message: 'Use at most 4000 characters',
                  key: 'textAtMost',
                  params: { max: 4000 },
                },
              ],
            })
          : undefined,
    );
    const { user } = await openCase();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject CMP-2026-000012' });
    await user.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await user.click(screen.getByRole('option', { name: 'Duplicate' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Summary/ }), 'Same as CMP-2026-000011');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Use at most 4000 characters')).toBeTruthy();
  });

  it('a move on a case changed meanwhile (412) offers Reload, which reads it again', async () => {
    let current = detail;
    const calls = serve(
      () => current,
      (call) => {
        if (call.method !== 'POST') return undefined;
        current = {
          ...detail,
          status: 'WAITING_CUSTOMER',
          version: 6,
          moves: ['resume', 'resolve', 'reject'],
        };
        return answer(412, { code: 'STALE_RECORD', message: 'Changed' });
      },
    );
    const { user } = await openCase();
    await user.click(screen.getByRole('button', { name: 'Wait for the customer' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wait for the customer' }),
    );
    const stale = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(calls.find((call) => call.method === 'POST')?.headers['If-Match']).toBe('"4"');
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await dialogClosed();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('refuses a file over 20 MB before sending it, in the server’s words', async () => {
    serve(() => detail);
    const uploads = fakeUploads();
    const { user } = await openCase();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByTestId('case-attachment-input'), big);
    expect(await screen.findByText('The file is larger than 20 MB')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('uploads a file with its progress, then lists it from the timeline', async () => {
    serve(() => detail);
    const uploads = fakeUploads();
    const { user } = await openCase();
    const png = new File(['png'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('case-attachment-input'), png);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ method: 'POST', url: `${CASE}/attachments` });
    expect(uploads[0]!.file?.name).toBe('photo.png');
    act(() => uploads[0]!.progress(50, 100));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading photo.png' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    act(() => uploads[0]!.answer(200, events[3]!.attachment));
    expect(await screen.findByText('receipt.png was attached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview receipt.png' })).toBeTruthy();
  });

  it('says why the server refused a file: its content not what its name says', async () => {
    serve(() => detail);
    const uploads = fakeUploads();
    const { user } = await openCase();
    await user.upload(
      screen.getByTestId('case-attachment-input'),
      new File(['text'], 'photo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]!.answer(400, { code: 'FILE_TYPE_MISMATCH', message: 'The content is text, not PNG' }),
    );
    expect(
      await screen.findByText('The file’s content is not what its name says: check the file and try again'),
    ).toBeTruthy();
  });

  it('without the work permission: no moves, no note, no upload', async () => {
    serve(() => detail);
    await openCase(['manage-cases-read']);
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload a file' })).toBeNull();
  });
});
