import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { decisionRecords } from '../db/schema.ts';
import { approveCashoutRequest, rejectCashoutRequest } from './affiliate/cashout-writes.ts';
import { rejectProfile } from './compliance/profile-validation-writes.ts';
import { unblockUsersOf } from './financing/block-writes.ts';
import { reviewCurrentLine } from './financing/review-writes.ts';
import type { Actor } from '../lib/audit.ts';

/**
 * A few real decisions made through the features' write functions (this file is of the app layer, as
 * held-guards.ts is: it wires several features; the demo seed gets it from server.ts), so a fresh demo shows decision records
 * (docs/decisions.md) on a cashout approved and one rejected, a credit limit lowered, a KYC profile
 * rejected and a customer unblocked. Each takes the newest eligible record (the queues' oldest items,
 * which the screens and browser tests take first, stay as they were).
 */
export async function seedDemoDecisions(
  db: DbOrTx,
  options: { productDomain: string },
): Promise<Record<string, number>> {
  const actorOf = async (email: string): Promise<Actor> => {
    const { rows } = await db.execute<{ id: number; email: string }>(
      sql`select id, email from staff_users where email = ${email}`,
    );
    return { staff: rows[0] ?? null, ip: null };
  };
  const payouts = await actorOf(`tamer.payouts@${options.productDomain}`);
  const credit = await actorOf(`heba.credit@${options.productDomain}`);
  const kyc = await actorOf(`mona.kyc@${options.productDomain}`);

  // Two pending cashouts under the four-eyes threshold (EGP 5,000) that the wallet covers.
  const { rows: cashouts } = await db.execute<{ id: number }>(sql`select c.id from affiliate_cashouts c
    join cashback_wallets w on w.user_id = c.user_id
    where c.status = 'PENDING' and c.amount_piastres < 500000 and w.available_piastres >= c.amount_piastres
    order by c.id desc limit 2`);
  if (cashouts[0]) await approveCashoutRequest(db, payouts, cashouts[0].id);
  if (cashouts[1])
    await rejectCashoutRequest(db, payouts, cashouts[1].id, 'The wallet number does not match the account');

  // An active line's limit lowered by EGP 1,000 (the few pending lines stay for the review queue).
  const { rows: lines } = await db.execute<{ user_id: number; lower: string }>(sql`select cl.user_id,
      (cl.approved_amount - 1000)::text as lower
    from application_financing_partners cl join financing_partners p on p.id = cl.partner_id
    where cl.is_current and cl.credit_line_status = 2 and cl.approved_amount - 1000 >= p.min_limit
      and not exists (select 1 from financing_blocks b where b.user_id = cl.user_id and b.status = 'ACTIVE')
      and not exists (select 1 from customer_applications ca join aml_blacklist l on l.national_id = ca.document_number
        where ca.user_id = cl.user_id)
    order by cl.id desc limit 1`);
  if (lines[0])
    await reviewCurrentLine(
      db,
      credit,
      {
        luckyUserId: lines[0].user_id,
        action: 'CHANGE_LIMIT',
        reason: 'Two instalments paid late this quarter: limit lowered',
        creditLimit: lines[0].lower,
      },
      undefined,
    );

  const { rows: profiles } = await db.execute<{ id: number }>(
    sql`select id from profile_validations where status = 'PENDING' order by id desc limit 1`,
  );
  if (profiles[0])
    await rejectProfile(db, kyc, profiles[0].id, {
      reason: 'ID_UNREADABLE',
      note: 'The back of the national id is out of focus',
    });

  // A block for a fraud review (not an AML listing, which the AML file owns).
  const { rows: blocks } = await db.execute<{ user_id: number }>(sql`select user_id from financing_blocks
    where status = 'ACTIVE' and reason <> 'AML_LISTED' and suspended_line_id is null
    order by (reason = 'FRAUD_REVIEW') desc, id desc limit 1`);
  if (blocks[0])
    await unblockUsersOf(db, credit, {
      usersIds: [blocks[0].user_id],
      reason: 'Fraud review closed: nothing found',
    });

  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${decisionRecords}`);
  return { 'decision records': Number(rows[0]!.n) };
}
