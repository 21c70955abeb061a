import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { heldActions, type HeldAction } from '@cmt/contract/approval-actions';
import { catalog } from '@cmt/contract/catalog';
import { requiredAccess, type Endpoint } from '@cmt/contract/endpoint';
import { bulkProcessPaths, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { permissionKeys } from '@cmt/contract/permissions';
import { heldGuards } from '../src/features/held-guards.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The one list of held actions (features/held-guards.ts, docs/four-eyes.md): one guard per action of
 * the contract, and every endpoint the contract declares `guarded: X` served by a route that runs the
 * guard listed under X, the one a checker's approval replays.
 */
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await t.signIn(permissionKeys)).authorization;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t?.close());

const guarded = catalog.filter((endpoint): endpoint is Endpoint & { guarded: HeldAction } =>
  Boolean(endpoint.guarded),
);
const listed = Object.keys(heldGuards) as HeldAction[];

/**
 * A request each guarded endpoint's schemas accept (its route then calls the guard, stubbed below, so
 * nothing is read or written). A guarded endpoint added to the contract needs its line here.
 */
const requests: Record<string, { params?: Record<string, string>; body?: object }> = {
  'PUT /api/v2/cmt-backend/payment/affiliate/cashouts/:id/approve': {},
  'POST /api/v2/cmt-backend/local-users': {
    body: {
      email: 'held.guard@lucky.app',
      name: 'Held Guard',
      permissions: ['manage-cmt'],
      password: 'a-long-enough-password-2026',
    },
  },
  'PUT /api/v2/cmt-backend/local-users/:id': {
    body: { name: 'Held Guard', permissions: ['manage-cmt'], isActive: true },
  },
  'POST /api/v2/cmt-backend/local-users/:id/reset-password': {
    body: { password: 'another-long-password-2026' },
  },
  'POST /api/v2/cmt-backend/local-users/:id/reset-two-factor': {},
  'PUT /api/v2/cmt-backend/financing/application-review': {
    body: { luckyUserId: 1, action: 'CHANGE_LIMIT', reason: 'Salary raise confirmed', creditLimit: '5000' },
  },
  'POST /api/v2/cmt-backend/financing/application-reviews/process-batch/:id': {},
  'POST /api/v2/cmt-backend/financing/partner': {
    body: { partnerId: 1, usersIds: [1], activationType: 'INSTANT', financingBalanceAmount: '1000' },
  },
  'POST /api/v2/cmt-backend/financing/unblock-users': { body: { usersIds: [1], reason: 'Cleared' } },
  'POST /api/v2/cmt-backend/financing/repayments/process-batch/:id': {},
  'PUT /api/v2/cmt-backend/approvals/policies/:action': {
    params: { action: 'cashout.approve' },
    body: { enabled: false },
  },
  'POST /api/v2/cmt-backend/files/bulk-upload/batches/:id/confirm': {},
  'POST /api/v2/cmt-backend/applications/blacklist/:id/remove': {
    body: { reason: 'Court decision 12/2026' },
  },
  'POST /api/v2/cmt-backend/rules/:id/moves/:move': { params: { move: 'ACTIVE' } },
};

/**
 * Each call of a guarded endpoint: one per value of a query that chooses the operation (`?feature=`),
 * but the bulk kinds applied through their own endpoint (`bulkProcessPaths`), which confirm refuses.
 */
const calls = guarded.flatMap((endpoint) => {
  const name = `${endpoint.method} ${endpoint.path}`;
  const access = endpoint.access;
  const searches =
    typeof access === 'object'
      ? Object.keys(access.permissions)
          .filter((value) => access.query !== 'feature' || !bulkProcessPaths[value as BulkFeature])
          .map((value) => ({ [access.query]: value }))
      : [{}];
  return searches.map((query) => {
    const search = new URLSearchParams(query).toString();
    return [search ? `${name}?${search}` : name, endpoint, query] as const;
  });
});

describe('the list of held actions', () => {
  it('has one guard for each held action of the contract, declared for that action, and no other', () => {
    expect([...listed].sort()).toEqual([...heldActions].sort());
    for (const action of heldActions) expect(heldGuards[action].spec.action, action).toBe(action);
    // Every listed action is one an endpoint of the contract declares.
    expect([...new Set(guarded.map((endpoint) => endpoint.guarded))].sort()).toEqual([...listed].sort());
  });

  it("asks of a checker a permission the action's maker needs: one its endpoints require", () => {
    for (const action of heldActions) {
      const required = calls
        .filter(([, endpoint]) => endpoint.guarded === action)
        .map(([, endpoint, query]) => requiredAccess(endpoint.access, query));
      expect(required, action).toContain(heldGuards[action].spec.permission);
    }
  });

  it('has a request below for every guarded endpoint', () => {
    expect(Object.keys(requests).sort()).toEqual(guarded.map((e) => `${e.method} ${e.path}`).sort());
  });

  it.each(calls)(
    "%s runs its action's listed guard, and answers its hold as 202",
    async (_, endpoint, query) => {
      const runs = listed.map((action, index) =>
        vi
          .spyOn(heldGuards[action], 'run')
          .mockResolvedValue({ approvalId: 1000 + index, status: 'PENDING' as const }),
      );
      const request = requests[`${endpoint.method} ${endpoint.path}`];
      expect(request, 'add a request for this endpoint to `requests`').toBeDefined();
      const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => request!.params?.[name] ?? '1');
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const response = await t.app.inject({
        method: endpoint.method,
        url: search ? `${path}?${search}` : path,
        headers: { authorization },
        ...(request!.body ? { payload: request!.body } : {}),
      });
      const index = listed.indexOf(endpoint.guarded);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ approvalId: 1000 + index, status: 'PENDING' });
      runs.forEach((run, i) => expect(run, listed[i]).toHaveBeenCalledTimes(i === index ? 1 : 0));
      // Run with the app's services, whose list is the one an approval replays through.
      expect(runs[index]!.mock.calls[0]![0].heldGuards).toBe(heldGuards);
    },
  );
});
