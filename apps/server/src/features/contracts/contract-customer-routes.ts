import { asc } from 'drizzle-orm';
import {
  ACTIVE_CREDIT_LINE_STATUSES,
  getConnectContractApplication,
  getLuckyContractApplication,
  getUserCredit,
  searchConnectContractCustomers,
  searchLuckyContractCustomers,
  type ApplicationSummary,
} from '@cmt/contract/endpoints/applications';
import type { Db } from '../../db/client.ts';
import { customerApplications as ca } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  applicationFullName as fullName,
  applicationSearchCondition as searchCondition,
  findApplication,
  maskNationalId as mask,
} from '../../domain/applications.ts';
import { contractsSettingsOf, historyOf } from './contract-store.ts';

async function searchCustomers(db: Db, q: string): Promise<{ items: ApplicationSummary[] }> {
  const rows = await db
    .select({
      userId: ca.userId,
      fullName,
      documentNumber: ca.documentNumber,
      phone: ca.phone,
      city: ca.city,
    })
    .from(ca)
    .where(searchCondition(q))
    .orderBy(asc(ca.userId))
    .limit(20);
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      fullName: r.fullName,
      documentNumberMasked: mask(r.documentNumber),
      phone: r.phone,
      city: r.city,
    })),
  };
}

export const applicationRoutes = [
  implement(searchLuckyContractCustomers, async ({ app, query }) => searchCustomers(app.db, query.q)),
  implement(searchConnectContractCustomers, async ({ app, query }) => searchCustomers(app.db, query.q)),

  ...[getLuckyContractApplication, getConnectContractApplication].map((endpoint) =>
    implement(endpoint, async ({ app, params }) => ({
      application: await findApplication(app.db, params.id),
      history: await historyOf(app.db, params.id),
      settings: contractsSettingsOf(app.config),
    })),
  ),

  implement(getUserCredit, async ({ app, params, body }) => {
    const application = await findApplication(app.db, params.id);
    if (application.documentNumber !== body.IDCardNumber) {
      const mismatch = fieldError(['IDCardNumber'], 'nationalIdMismatch');
      throw new AppError(400, 'ID_CARD_MISMATCH', mismatch.message, mismatch.details);
    }
    const active = application.financingPartner.find((p) =>
      ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus),
    );
    return { userId: application.userId, activePartner: active ?? null };
  }),
];
