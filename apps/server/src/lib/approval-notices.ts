import { and, eq, sql } from 'drizzle-orm';
import type { NotificationParams } from '@cmt/contract/endpoints/notifications';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { tiesBetween } from './four-eyes-ties.ts';
import { notify } from './notifications.ts';

/** What a notification about a request names: the action, the record, the amount and the maker. */
export interface RequestNamed {
  id: number;
  action: string;
  targetType: string;
  targetId: string;
  amountPiastres: number | bigint | string | null;
  makerEmail: string;
}

/** The params every approval notification carries, so the web words "Cashout #138, EGP 1,483.00". */
export const requestParams = (request: RequestNamed): NotificationParams => ({
  approvalId: request.id,
  action: request.action,
  targetType: request.targetType,
  targetId: request.targetId,
  amount: request.amountPiastres === null ? null : egpOf(request.amountPiastres),
  by: request.makerEmail,
});

/**
 * Tells every staff member who may decide a request just held (active, holding its permission, not
 * the maker and not tied to the maker, as `approveHeld` would refuse them), in the hold's transaction.
 * The ties are read per holder: holders of one permission are a handful of people.
 */
export async function notifyCheckers(
  tx: DbOrTx,
  request: RequestNamed & { permission: string; makerId: number },
  tieDays: number,
): Promise<void> {
  const holders = await tx
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.isActive, true),
        sql`${staffUsers.id} <> ${request.makerId}`,
        sql`${request.permission} = any(${staffUsers.permissions})`,
      ),
    );
  const maker = { id: request.makerId, email: request.makerEmail };
  for (const holder of holders) {
    if ((await tiesBetween(tx, maker, holder, request.permission, tieDays)).length > 0) continue;
    await notify(tx, holder.id, { kind: 'approval.requested', params: requestParams(request) });
  }
}
