import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalHeld, PendingApproval } from '@cmt/contract/approval-actions';
import {
  assignPartner,
  creditLineStatus,
  listFinancingPartners,
  previewAssignPartner,
  type AssignPartnerPreview,
  type AssignPartnerResult,
} from '@cmt/contract/endpoints/financing';
import { Permission } from '@cmt/contract/permissions';
import { answer, fakeServer, renderApp, type ApiCall } from '../../../kit/testing/render-app';
import { signInWith } from '../../../kit/testing/session';
import { logout } from '../../../lib/session';
import { outsideValuBounds, valu } from '../testing/partners';
import AssignPartnerPage from './assign-partner-page';

const assignWaiting: PendingApproval = {
  approvalId: 21,
  action: 'financing.assign-partner',
  requestedBy: 'sara@lucky.app',
  requestedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

const customer = (userId: number, name: string) => ({
  userId,
  name,
  documentNumberMasked: `**********${userId % 10000}`,
});

/** 100001 can be assigned, 100002 has an open line with another partner. */
const previewOf = (pendingApproval: PendingApproval | null = null): AssignPartnerPreview => ({
  partnerId: 2,
  outcomes: [
    {
      ...customer(100001, 'Mona Adel'),
      outcome: 'ASSIGNED',
      currentPartner: null,
      currentStatus: null,
      pendingApproval,
    },
    {
      ...customer(100002, 'Omar Farid'),
      outcome: 'OTHER_PARTNER',
      currentPartner: 'Souhoola',
      currentStatus: creditLineStatus.ACTIVE,
      pendingApproval: null,
    },
  ],
  counts: {
    ASSIGNED: 1,
    ALREADY_ASSIGNED: 0,
    NO_APPLICATION: 0,
    BLACKLISTED: 0,
    BLOCKED: 0,
    OTHER_PARTNER: 1,
    SUSPENDED: 0,
  },
});

const assigned: AssignPartnerResult = {
  partnerId: 2,
  outcomes: [
    {
      ...customer(100001, 'Mona Adel'),
      outcome: 'ASSIGNED',
      currentPartner: 'Valu',
      currentStatus: creditLineStatus.APPROVED,
    },
  ],
  counts: { ...previewOf().counts, OTHER_PARTNER: 0 },
};

function serve({
  preview = answer(200, previewOf()),
  assign = answer(200, assigned),
}: { preview?: Response; assign?: Response } = {}) {
  return fakeServer((call) => {
    if (call.url === listFinancingPartners.path) return answer(200, [valu]);
    if (call.method === 'POST' && call.url === previewAssignPartner.path) return preview;
    if (call.method === 'POST' && call.url === assignPartner.path) return assign;
    return answer(404, { code: 'NOT_FOUND', message: `${call.method} ${call.url}` });
  });
}

function renderPage() {
  signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_ASSIGNED_PARTNER]);
  return renderApp([{ path: '/app/financing/assignPartner', element: <AssignPartnerPage /> }], {
    history: ['/app/financing/assignPartner'],
  });
}

type User = ReturnType<typeof renderPage>['user'];

/** Pastes the ids, chooses Valu and types the amount, then asks what assigning would do. */
async function check(user: User, amount = '25000') {
  await user.click(screen.getByRole('textbox', { name: 'User ids' }));
  await user.paste('100001\n100002');
  await user.click(screen.getByRole('combobox', { name: /Partner/ }));
  await user.click(await screen.findByRole('option', { name: 'Valu' }));
  await user.click(screen.getByRole('textbox', { name: /Financing balance/ }));
  await user.paste(amount);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
}

/** Assigns who the preview found assignable, confirming. */
async function assign(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Assign to 1 customer' }));
  const confirm = await screen.findByRole('dialog', { name: 'Assign Valu?' });
  expect(
    within(confirm).getByText(/A credit line of .*25,000.* will be opened with Valu for 1 customer/),
  ).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Assign' }));
}

const posted = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === path);

const body = { partnerId: '2', activationType: 'AFTER_SIGNATURE', financingBalanceAmount: '25000' };

afterEach(() => logout());

describe('assigning a financing partner', () => {
  it('previews, then opens lines only for the customers who can have one', async () => {
    const calls = serve();
    const { user } = renderPage();
    await check(user);

    const preview = await screen.findByRole('region', { name: 'What assigning will do' });
    expect(within(preview).getByText('Will be assigned: 1')).toBeTruthy();
    expect(within(preview).getByText('Open line with another partner: 1')).toBeTruthy();
    expect(posted(calls, previewAssignPartner.path).map((call) => call.body)).toEqual([
      { ...body, usersIds: [100001, 100002] },
    ]);
    expect(posted(calls, assignPartner.path)).toEqual([]);

    await assign(user);
    expect(await screen.findByText('Partner assigned to 1 customer')).toBeTruthy();
    const [sent] = posted(calls, assignPartner.path);
    expect(sent?.body).toEqual({ ...body, usersIds: [100001] });
    expect(sent?.headers['Idempotency-Key']).toMatch(/.+/);
    expect(await screen.findByRole('region', { name: 'What was done' })).toBeTruthy();
  });

  it('says an assignment waits for a second person, and shows nothing as done', async () => {
    const held: ApprovalHeld = { approvalId: 22, status: 'PENDING' };
    const calls = serve({ assign: answer(202, held) });
    const { user } = renderPage();
    await check(user);
    await assign(user);

    expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
    expect(posted(calls, assignPartner.path)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'What was done' })).toBeNull();
    expect(screen.queryByText(/^Partner assigned/)).toBeNull();
  });

  it('leaves out a customer whose assignment already waits, and offers nothing when nobody else can be assigned', async () => {
    const calls = serve({ preview: answer(200, previewOf(assignWaiting)) });
    const { user } = renderPage();
    await check(user);

    const preview = await screen.findByRole('region', { name: 'What assigning will do' });
    expect(
      within(preview).getByText(/^Waiting for a second approval: asked by sara@lucky\.app/, {
        selector: '.MuiAlert-message',
      }),
    ).toBeTruthy();
    expect(within(preview).queryByText('Will be assigned: 1')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assign to/ })).toBeNull();
    expect(posted(calls, assignPartner.path)).toEqual([]);
  });

  it('refuses to preview without a partner and an amount, sending nothing', async () => {
    const calls = serve();
    const { user } = renderPage();
    await user.click(screen.getByRole('textbox', { name: 'User ids' }));
    await user.paste('100001');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Choose a financing partner')).toBeTruthy();
    expect(screen.getByText('Enter an amount in EGP such as 150 or 99.50')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Financing balance/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(posted(calls, previewAssignPartner.path)).toEqual([]);
  });

  it('shows an amount outside the partner’s bounds on the amount', async () => {
    serve({ preview: outsideValuBounds('financingBalanceAmount') });
    const { user } = renderPage();
    await check(user, '200000');
    expect(await screen.findByText('Valu gives limits from EGP 5,000 to EGP 100,000')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What assigning will do' })).toBeNull();
  });

  it('says when the assignment failed, keeping the preview', async () => {
    serve({ assign: answer(500, { code: 'INTERNAL', message: 'x' }) });
    const { user } = renderPage();
    await check(user);
    await assign(user);
    expect(await screen.findByText('The partner could not be assigned')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'What assigning will do' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What was done' })).toBeNull();
  });
});
