import type { CaseDetail, CaseEvent, CaseStaff, CaseSummary } from '@cmt/contract/endpoints/cases';

/** Cases and staff as the server answers them, for the cases' page and component tests. */
export const sara: CaseStaff = { id: 7, name: 'Sara Adel', email: 'sara@lucky.app' };
export const samir: CaseStaff = { id: 8, name: 'Samir Nabil', email: 'samir@lucky.app' };

export const summary: CaseSummary = {
  id: 12,
  reference: 'CMP-2026-000012',
  kind: 'COMPLAINT',
  title: 'Cashout never arrived',
  priority: 'HIGH',
  status: 'IN_PROGRESS',
  assignee: sara,
  dueOn: '2026-03-15',
  businessDaysLeft: 3,
  sla: 'GREEN',
  escalated: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  claim: null,
  version: 4,
};

export const detail: CaseDetail = {
  ...summary,
  openedBy: samir,
  links: [
    { recordType: 'customer', recordId: 41, label: 'Mona Adel', linkedAt: '2026-03-01T10:00:00.000Z' },
    { recordType: 'cashout', recordId: 5, label: null, linkedAt: '2026-03-01T10:00:00.000Z' },
  ],
  outcome: null,
  summary: null,
  resolvedAt: null,
  closedAt: null,
  acknowledgedAt: '2026-03-01T10:00:05.000Z',
  moves: ['waitForCustomer', 'resolve', 'reject'],
};

const event = (fields: Partial<CaseEvent> & Pick<CaseEvent, 'key' | 'kind' | 'action'>): CaseEvent => ({
  at: '2026-03-01T10:00:00.000Z',
  actor: 'Samir Nabil',
  record: null,
  text: null,
  from: null,
  to: null,
  note: null,
  attachment: null,
  ...fields,
});

export const events: CaseEvent[] = [
  event({ key: 'status:1', kind: 'status', action: 'start', from: 'OPEN', to: 'IN_PROGRESS' }),
  event({
    key: 'note:3',
    kind: 'note',
    action: 'note',
    note: {
      id: 3,
      text: 'Called @Sara Adel about it',
      author: samir,
      mentions: [sara],
      refersTo: null,
      createdAt: '2026-03-01T11:00:00.000Z',
    },
  }),
  event({
    key: 'audit:90',
    kind: 'audit',
    action: 'affiliate-cashout.approve',
    record: { recordType: 'cashout', recordId: 5 },
  }),
  event({
    key: 'attachment:4',
    kind: 'attachment',
    action: 'attachment',
    attachment: {
      id: 4,
      fileName: 'receipt.png',
      contentType: 'image/png',
      size: 2048,
      sha256: 'ab'.repeat(32),
      uploadedBy: samir,
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  }),
];
