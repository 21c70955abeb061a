import { z } from 'zod';
import { V2, defineEndpoint, pageQuery, paged } from '../endpoint.ts';

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log`,
  access: 'manage-cmt',
  summary: 'Audit log, newest first, filtered by actor, action and date range',
  query: z.object({
    ...pageQuery,
    actor: z.string().trim().max(200).optional(),
    action: z.string().trim().max(100).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  response: paged(auditEntry),
});
