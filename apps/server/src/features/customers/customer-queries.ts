import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  CUSTOMER_RECENT_ROWS,
  canSeeCustomerSection,
  customerSections,
  type CustomerOverview,
  type CustomerSection,
} from '@cmt/contract/endpoints/customers';
import type { CashoutStatus } from '@cmt/contract/endpoints/affiliate';
import type { RejectReason } from '@cmt/contract/endpoints/compliance';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateCashouts,
  appUsers,
  cashbackWallets,
  customerApplications as ca,
  financingBlocks,
  kycImages,
  profileValidations as pv,
  smsJobs,
  smsRecipients,
} from '../../db/schema.ts';
import { findApplication, maskNationalId } from '../../domain/applications.ts';
import { blacklistEntriesOf } from '../../domain/blacklist.ts';
import { historyOf } from '../../domain/contract-events.ts';
import { creditStandingsOf } from '../../domain/credit-lines.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { Staff } from '../../lib/staff.ts';

type Viewer = Pick<Staff, 'permissions'>;
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

async function kycSection(db: DbOrTx, userId: number, documentNumber: string | null) {
  const latest = await db
    .select()
    .from(pv)
    .where(eq(pv.userId, userId))
    .orderBy(desc(pv.submittedAt), desc(pv.id))
    .limit(1);
  const [submissions] = await db.select({ n: count() }).from(pv).where(eq(pv.userId, userId));
  const row = latest[0];
  const sides = row
    ? new Set(
        (
          await db.select({ side: kycImages.side }).from(kycImages).where(eq(kycImages.validationId, row.id))
        ).map((image) => image.side),
      )
    : new Set<string>();
  return {
    latest: row
      ? {
          id: row.id,
          status: row.status as 'PENDING' | 'APPROVED' | 'REJECTED',
          submittedAt: row.submittedAt.toISOString(),
          decidedAt: iso(row.decidedAt),
          decidedBy: row.decidedBy,
          rejectReason: row.rejectReason as RejectReason | null,
          images: { front: sides.has('front'), back: sides.has('back'), selfie: sides.has('selfie') },
        }
      : null,
    submissions: Number(submissions?.n ?? 0),
    documentNumberMasked: maskNationalId(documentNumber),
  };
}

async function cashbackSection(db: DbOrTx, userId: number) {
  const [wallet] = await db.select().from(cashbackWallets).where(eq(cashbackWallets.userId, userId));
  const rows = await db
    .select()
    .from(affiliateCashouts)
    .where(eq(affiliateCashouts.userId, userId))
    .orderBy(desc(affiliateCashouts.requestedAt), desc(affiliateCashouts.id))
    .limit(CUSTOMER_RECENT_ROWS);
  const [total] = await db
    .select({ n: count() })
    .from(affiliateCashouts)
    .where(eq(affiliateCashouts.userId, userId));
  return {
    wallet: wallet
      ? {
          available: egpOf(wallet.availablePiastres),
          pending: egpOf(wallet.pendingPiastres),
          paidOut: egpOf(wallet.paidOutPiastres),
        }
      : null,
    cashouts: rows.map((row) => ({
      id: row.id,
      amount: egpOf(row.amountPiastres),
      method: row.method as 'WALLET' | 'BANK',
      status: row.status as CashoutStatus,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    })),
    cashoutCount: Number(total?.n ?? 0),
  };
}

async function blocksSection(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(financingBlocks)
    .where(eq(financingBlocks.userId, userId))
    .orderBy(desc(financingBlocks.blockedAt), desc(financingBlocks.id))
    .limit(CUSTOMER_RECENT_ROWS);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      note: row.note,
      status: row.status as 'ACTIVE' | 'LIFTED',
      blockedAt: row.blockedAt.toISOString(),
      blockedBy: row.blockedBy,
      liftedAt: iso(row.liftedAt),
      liftedBy: row.liftedBy,
    })),
  };
}

/** The SMS sent to the customer's mobiles (the app's and the application's), newest first. */
async function smsSection(db: DbOrTx, phones: string[]) {
  if (phones.length === 0) return { items: [] };
  const rows = await db
    .select({
      jobId: smsJobs.id,
      message: smsJobs.message,
      status: smsRecipients.status,
      sentAt: smsRecipients.sentAt,
      createdAt: smsJobs.createdAt,
    })
    .from(smsRecipients)
    .innerJoin(smsJobs, eq(smsJobs.id, smsRecipients.jobId))
    .where(inArray(smsRecipients.phone, phones))
    .orderBy(desc(smsRecipients.jobId), desc(smsRecipients.position))
    .limit(CUSTOMER_RECENT_ROWS);
  return {
    items: rows.map((row) => ({
      jobId: row.jobId,
      message: row.message,
      status: row.status,
      sentAt: iso(row.sentAt),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * One customer's page: each section the viewer's permissions show (`customerSectionPermissions`),
 * or only `only` (the page asks for each section on its own and shows each as it arrives), read from
 * the shared domain reads where there is one. When any section is shown, the reading is recorded as
 * a read of the customer's personal data, naming the sections (before the answer leaves). 404 for an
 * unknown customer.
 */
export async function customerOverview(
  db: DbOrTx,
  actor: Actor,
  viewer: Viewer,
  userId: number,
  only?: CustomerSection,
): Promise<CustomerOverview> {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.id, userId));
  if (!user) throw notFound('Customer');
  const sees = (section: CustomerSection) =>
    (only === undefined || section === only) && canSeeCustomerSection(viewer.permissions, section);
  const shown = customerSections.filter(sees);
  if (shown.length === 0) return { userId, name: null };

  const [application] = await db
    .select({ searchName: ca.searchName, documentNumber: ca.documentNumber, phone: ca.phone })
    .from(ca)
    .where(eq(ca.userId, userId));
  const documentNumber = application?.documentNumber ?? null;
  const overview: CustomerOverview = { userId, name: application?.searchName || user.name };

  if (sees('profile'))
    overview.profile = {
      phone: user.phone,
      email: user.email,
      status: user.status as 'ACTIVE' | 'BLOCKED',
      blockReason: user.blockReason,
      blockedAt: iso(user.blockedAt),
      createdAt: user.createdAt.toISOString(),
    };
  if (sees('kyc')) overview.kyc = await kycSection(db, userId, documentNumber);
  if (sees('applications')) {
    const standing = (await creditStandingsOf(db, [userId])).get(userId);
    const full = application ? await findApplication(db, userId) : null;
    overview.applications = {
      hasApplication: Boolean(application),
      documentNumber,
      documentNumberMasked: maskNationalId(documentNumber),
      city: full?.city ?? null,
      line: standing?.line
        ? {
            partnerName: standing.line.partnerName,
            status: standing.line.status,
            approvedAmount: standing.line.approvedAmount,
          }
        : null,
      partners: full?.financingPartner ?? [],
    };
  }
  if (sees('cashback')) overview.cashback = await cashbackSection(db, userId);
  if (sees('blocks')) overview.blocks = await blocksSection(db, userId);
  if (sees('blacklist')) {
    const entry = (await blacklistEntriesOf(db, [documentNumber])).get(documentNumber ?? '');
    overview.blacklist = {
      hit: entry
        ? {
            id: entry.id,
            name: entry.name,
            reason: entry.reason,
            sourceList: entry.sourceList,
            listedOn: entry.listedOn,
          }
        : null,
    };
  }
  if (sees('sms')) {
    const phones = [...new Set([user.phone, application?.phone].filter((p): p is string => Boolean(p)))];
    overview.sms = await smsSection(db, phones);
  }
  if (sees('contracts'))
    overview.contracts = { items: (await historyOf(db, userId)).slice(0, CUSTOMER_RECENT_ROWS) };
  if (sees('audit')) overview.audit = { targetType: 'app_user', targetId: String(userId) };

  await recordRead(db, actor, {
    action: 'customer.overview.view',
    targetType: 'app_user',
    targetId: userId,
    details: { sections: shown },
  });
  return overview;
}
