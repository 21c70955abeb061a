import {
  detachAuditPartition,
  exportAuditLog,
  exportAuditPartition,
  listAuditPartitions,
  getAuditFullPass,
  listAuditLog,
  startAuditFullPass,
  verifyAuditLog,
} from '@cmt/contract/endpoints/audit';
import { actorOf } from '../../lib/audit.ts';
import { verifyAuditChain } from '../../lib/audit-verify.ts';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { latestFullPass, startFullPass } from './audit-full-pass.ts';
import { auditCsvRows, listAuditPage } from './audit-queries.ts';
import { listPartitions, partitionNamed } from './audit-partition-queries.ts';
import { detachPartition, exportPartition, recordAuditExport } from './audit-writes.ts';

export const auditRoutes = [
  implement(listAuditLog, async ({ app, query }) => listAuditPage(app.db, query)),

  implement(exportAuditLog, async ({ app, request, query }) => {
    await recordAuditExport(app.db, actorOf(request), query);
    return csvFile('audit-log.csv', exportAuditLog.download.columns, auditCsvRows(app.db, query));
  }),

  implement(verifyAuditLog, async ({ app }) => verifyAuditChain(app.auditChain)),

  implement(startAuditFullPass, async ({ app, request }) =>
    startFullPass(app.db, actorOf(request), (passId) => app.auditFullPassQueue.enqueue(passId)),
  ),

  implement(getAuditFullPass, async ({ app }) => ({ pass: await latestFullPass(app.db) })),

  implement(listAuditPartitions, async ({ app }) => ({ partitions: await listPartitions(app.auditChain) })),

  implement(exportAuditPartition, async ({ app, request, params }) => {
    const result = await exportPartition(app.auditChain, actorOf(request), params.name);
    return { ...result, partition: (await partitionNamed(app.auditChain, params.name))! };
  }),

  implement(detachAuditPartition, async ({ app, request, params }) => {
    await detachPartition(app.auditChain, actorOf(request), params.name);
    return { partition: (await partitionNamed(app.auditChain, params.name))! };
  }),
];
