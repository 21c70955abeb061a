import { getCustomerOverview, globalSearch as globalSearchEndpoint } from '@cmt/contract/endpoints/customers';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { customerOverview } from './customer-queries.ts';
import { globalSearch } from './search-queries.ts';

export const customerRoutes = [
  implement(getCustomerOverview, async ({ app, staff, params, query, request }) =>
    customerOverview(app.db, actorOf(request), staff, params.id, query.section),
  ),
  implement(globalSearchEndpoint, async ({ app, staff, query, request }) =>
    globalSearch(app.db, actorOf(request), staff, query.q),
  ),
];
