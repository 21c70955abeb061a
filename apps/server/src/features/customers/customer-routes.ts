import { getCustomerOverview } from '@cmt/contract/endpoints/customers';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { customerOverview } from './customer-queries.ts';

export const customerRoutes = [
  implement(getCustomerOverview, async ({ app, staff, params, request }) =>
    customerOverview(app.db, actorOf(request), staff, params.id),
  ),
];
