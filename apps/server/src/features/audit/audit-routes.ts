import { listAuditLog } from '@cmt/contract/endpoints/audit';
import { implement } from '../../lib/endpoints.ts';
import { listAuditPage } from './audit-queries.ts';

export const auditRoutes = [implement(listAuditLog, async ({ app, query }) => listAuditPage(app.db, query))];
