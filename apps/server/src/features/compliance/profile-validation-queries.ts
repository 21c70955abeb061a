import { and, count, desc, eq, getTableColumns, gte, lt, ne, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  listProfileValidations,
  KycImageSide,
  ProfileValidation,
  ProfileValidationStatus,
  ProfileValidationSummary,
  RejectReason,
  exportProfileValidations,
} from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../../db/client.ts';
import {
  amlBlacklist,
  customerApplications as ca,
  kycImages,
  profileValidations as pv,
} from '../../db/schema.ts';
import { applicationFullName, findApplication, maskNationalId } from '../../domain/applications.ts';
import { blacklistEntriesOf } from '../../domain/blacklist.ts';
import { cairoDayEnd, cairoDayStart, cairoDate } from '../../lib/cairo.ts';
import { notFound } from '../../lib/errors.ts';
import { claimOf, slaLight } from '../../lib/claims.ts';
import { listPage, defineList } from '../../lib/list-page.ts';
import { customerLookupCondition } from './customer-lookup.ts';
import { profileChecks } from './profile-checks.ts';
import { profileQueue } from './profile-validation-queue.ts';

/** Who reads the queue, and its SLA in hours. */
export interface Viewer {
  id: number;
  slaHours: number;
}

export const profileValidationNotFound = () => notFound('Profile validation');

/** The KYC queue: oldest submissions first by default, so nobody waits behind newer ones. */
export function profileValidationList(
  db: DbOrTx,
  query: ParsedQueryOf<typeof exportProfileValidations>,
  viewer: Viewer,
) {
  return defineList({
    rows: db
      .select({
        id: pv.id,
        userId: pv.userId,
        fullName: applicationFullName,
        documentNumber: ca.documentNumber,
        phone: ca.phone,
        status: pv.status,
        submittedAt: pv.submittedAt,
        decidedAt: pv.decidedAt,
        decidedBy: pv.decidedBy,
        rejectReason: pv.rejectReason,
        blacklisted: sql<boolean>`exists (select 1 from ${amlBlacklist} where ${amlBlacklist.nationalId} = ${ca.documentNumber})`,
        ...profileQueue.columns,
      })
      .from(pv)
      .innerJoin(ca, eq(ca.userId, pv.userId))
      .$dynamic(),
    count: db.select({ value: count() }).from(pv).innerJoin(ca, eq(ca.userId, pv.userId)).$dynamic(),
    where: [
      query.status === 'ALL' ? undefined : eq(pv.status, query.status),
      query.from ? gte(pv.submittedAt, cairoDayStart(query.from)) : undefined,
      query.to ? lt(pv.submittedAt, cairoDayEnd(query.to)) : undefined,
      query.q ? customerLookupCondition(query.q) : undefined,
      profileQueue.filter(query.claim, viewer.id),
    ],
    sortColumns: { submittedAt: pv.submittedAt },
    tiebreak: pv.id,
    toItem: (row): ProfileValidationSummary => ({
      id: row.id,
      userId: row.userId,
      fullName: row.fullName,
      documentNumberMasked: maskNationalId(row.documentNumber),
      phone: row.phone,
      status: row.status as ProfileValidationStatus,
      submittedAt: row.submittedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      rejectReason: row.rejectReason as RejectReason | null,
      blacklisted: row.blacklisted,
      claim: row.status === 'PENDING' ? claimOf(row, viewer.id) : null,
      sla: row.status === 'PENDING' ? slaLight(row.submittedAt, viewer.slaHours) : null,
    }),
    key: pv.id,
  });
}

export const listProfileValidationPage = (
  db: DbOrTx,
  query: ParsedQueryOf<typeof listProfileValidations>,
  viewer: Viewer,
) => listPage(query, profileValidationList(db, query, viewer));

/** The image sides a submission has on file. */
export async function imageSidesOf(db: DbOrTx, validationId: number): Promise<Set<KycImageSide>> {
  const rows = await db
    .select({ side: kycImages.side })
    .from(kycImages)
    .where(eq(kycImages.validationId, validationId));
  return new Set(rows.map((row) => row.side as KycImageSide));
}

/** One submission with the application, the checks, the AML match and the customer's other submissions. */
export async function findProfileValidation(
  db: DbOrTx,
  id: number,
  viewerId = 0,
): Promise<ProfileValidation> {
  const [row] = await db
    .select({ ...getTableColumns(pv), claimedByEmail: profileQueue.columns.claimedByEmail })
    .from(pv)
    .where(eq(pv.id, id));
  if (!row) throw profileValidationNotFound();
  const application = await findApplication(db, row.userId);
  const [listed, sides, history] = await Promise.all([
    blacklistEntriesOf(db, [application.documentNumber]),
    imageSidesOf(db, id),
    db
      .select()
      .from(pv)
      .where(and(eq(pv.userId, row.userId), ne(pv.id, id)))
      .orderBy(desc(pv.submittedAt), desc(pv.id))
      .limit(20),
  ]);
  const entry = application.documentNumber ? listed.get(application.documentNumber) : undefined;
  const checks = profileChecks(application, entry, sides, cairoDate());
  const decision = (r: typeof pv.$inferSelect) => ({
    status: r.status as ProfileValidationStatus,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    rejectReason: r.rejectReason as RejectReason | null,
  });
  return {
    id: row.id,
    userId: row.userId,
    ...decision(row),
    rejectNote: row.rejectNote,
    application,
    checks,
    approvable: checks.every((check) => check.passed),
    blacklistEntry: entry
      ? { name: entry.name, reason: entry.reason, sourceList: entry.sourceList, listedOn: entry.listedOn }
      : null,
    images: { front: sides.has('front'), back: sides.has('back'), selfie: sides.has('selfie') },
    claim: row.status === 'PENDING' ? claimOf(row, viewerId) : null,
    history: history.map((other) => ({ id: other.id, ...decision(other) })),
  };
}
