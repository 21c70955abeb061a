import type { DecisionDetail, DecisionSummary } from '@cmt/contract/endpoints/decisions';

/** A decision as the list answers it (tests only). */
export const decisionSummaryOf = (id: number, over: Partial<DecisionSummary> = {}): DecisionSummary => ({
  id,
  kind: 'affiliate-cashout.approve',
  recordType: 'cashout',
  recordId: 90,
  customerId: 12,
  decidedAt: '2026-11-29T10:30:00.000Z',
  decidedBy: 'maker@lucky.app',
  reason: 'Balance checked against the wallet',
  fourEyes: true,
  sha256: 'ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12',
  ...over,
});

/** A whole decision record (tests only): an approved cashout through four-eyes. */
export const decisionDetailOf = (id: number, over: Partial<DecisionDetail> = {}): DecisionDetail => ({
  ...decisionSummaryOf(id),
  // The cashout's public shape, as the server records it.
  before: { status: 'PENDING', userId: 12, amount: '1250.00', available: '1500.00' },
  after: { status: 'APPROVED', userId: 12, amount: '1250.00', available: '250.00' },
  figures: {
    customerId: 12,
    daysSinceSignUp: 41,
    accountStatus: 'ACTIVE',
    availableCashback: '1500.00',
    pendingCashback: '75.50',
    paidOutCashback: '300.00',
    cashouts: {
      last24h: { count: 1, total: '1250.00' },
      last7d: { count: 2, total: '1400.00' },
      last30d: { count: 3, total: '1700.00' },
    },
    creditLimit: '20000.00',
    creditUsed: '5000.00',
    creditUtilisation: '0.2500',
    openLines: 1,
    financingBlock: null,
    blacklistHits: [{ sourceList: 'UN', listedOn: '2025-03-01', reason: 'Name match reviewed' }],
  },
  rules: [],
  fourEyesRequest: {
    approvalId: 4711,
    maker: { id: 3, email: 'maker@lucky.app' },
    checker: { id: 4, email: 'checker@lucky.app' },
  },
  customerName: 'Mona Adel',
  auditEntryId: 9001,
  integrity: 'verified',
  ...over,
});
