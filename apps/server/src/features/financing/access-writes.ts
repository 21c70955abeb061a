import type { DbOrTx } from '../../db/client.ts';
import { maskNationalId } from '../../domain/applications.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { applicationConditions, type ApplicationFilters } from './application-queries.ts';

/*
 * Whole national ids are read one customer at a time or in an export, and each reading is on record:
 * the audit entries of those reads.
 */

/** Filters as the audit log may keep them: a searched national id or phone is masked. */
const auditedFilters = ({ sort: _sort, order: _order, ...filters }: ApplicationFilters) => ({
  ...filters,
  // As the search reads it: spaces and dashes between the digits do not hide a national id.
  q:
    filters.q && /\d{4}/.test(filters.q.replace(/[\s-]/g, ''))
      ? maskNationalId(filters.q.replace(/\D/g, ''))
      : filters.q,
});

/** Records an export of the applications, after refusing bad filters (400) before anything is written. */
export async function recordApplicationsExport(
  db: DbOrTx,
  actor: Actor,
  filters: ApplicationFilters,
): Promise<void> {
  applicationConditions(filters);
  await recordRead(db, actor, {
    action: 'financing.applications.export',
    targetType: 'application',
    details: { filters: auditedFilters(filters) },
  });
}

/** Records that a customer's application (with the whole national id) was opened. */
export async function recordApplicationView(db: DbOrTx, actor: Actor, userId: number): Promise<void> {
  await recordRead(db, actor, {
    action: 'financing.application.view',
    targetType: 'application',
    targetId: userId,
  });
}
