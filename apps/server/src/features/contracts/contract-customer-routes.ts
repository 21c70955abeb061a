import {
  ACTIVE_CREDIT_LINE_STATUSES,
  getConnectContractApplication,
  getLuckyContractApplication,
  getUserCredit,
  searchConnectContractCustomers,
  searchLuckyContractCustomers,
} from '@cmt/contract/endpoints/applications';
import { implement } from '../../lib/endpoints.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { findApplication } from '../../domain/applications.ts';
import { searchCustomers } from './contract-queries.ts';
import { contractsSettingsOf, historyOf } from './contract-store.ts';

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
