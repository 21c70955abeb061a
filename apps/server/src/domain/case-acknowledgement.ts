import { eq } from 'drizzle-orm';
import { normalizeEgyptianMobile, smsParts } from '@cmt/contract/sms';
import type { Tx } from '../db/client.ts';
import { appUsers, caseEvents, cases, customerApplications, smsJobs, smsRecipients } from '../db/schema.ts';
import type { Actor } from '../lib/audit.ts';

/*
 * A complaint's acknowledgement (issue 36 item 6): the customer is told the case's reference and its
 * due day at once, by SMS through the existing pipeline (a `sms_jobs` row and its one recipient, sent
 * by the SMS queue once the case's transaction commits). The texts are customer-facing SMS, so they
 * live here on the server, in the two languages customers are written to.
 */

export type AcknowledgementLanguage = 'ar' | 'en';

/** `2026-12-03` → `03/12/2026`, as Egyptian customers write a date. */
const dayOf = (day: string): string => day.split('-').reverse().join('/');

/** The acknowledgement's text naming the reference and the due day. */
export const acknowledgementTemplates: Record<
  AcknowledgementLanguage,
  (input: { reference: string; dueOn: string }) => string
> = {
  en: ({ reference, dueOn }) =>
    `Lucky: we received your complaint, reference ${reference}. We will answer you by ${dayOf(dueOn)}.`,
  ar: ({ reference, dueOn }) =>
    `لاكي: استلمنا شكواك برقم مرجعي ${reference}. سنرد عليك في موعد أقصاه ${dayOf(dueOn)}.`,
};

/** The customer's mobile to write to: the app's, else the application's; null when neither is a mobile. */
async function mobileOf(tx: Tx, customerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ phone: appUsers.phone, applicationPhone: customerApplications.phone })
    .from(appUsers)
    .leftJoin(customerApplications, eq(customerApplications.userId, appUsers.id))
    .where(eq(appUsers.id, customerId));
  for (const phone of [row?.phone, row?.applicationPhone]) {
    const mobile = phone ? normalizeEgyptianMobile(phone) : null;
    if (mobile) return mobile;
  }
  return null;
}

export interface Acknowledgement {
  /** The queued sending, for the SMS queue once the transaction committed; null when nothing was sent. */
  smsJobId: number | null;
  /** Why nothing was sent: `NO_CUSTOMER` (no customer linked) or `NO_MOBILE`. */
  skipped: 'NO_CUSTOMER' | 'NO_MOBILE' | null;
}

/**
 * Acknowledges a complaint in the transaction that opens it: queues the SMS to the customer's mobile,
 * sets `acknowledged_at` and adds the case event (`sla`, `acknowledged`, its text). Without a customer
 * or a mobile nothing is sent, `acknowledged_at` stays null and the event (`sla`, `notAcknowledged`)
 * says why. The sending counts against nobody's daily allowance (`created_by_id` null) and names the
 * staff member who opened the case.
 */
export async function acknowledgeComplaint(
  tx: Tx,
  actor: Actor,
  input: {
    caseId: number;
    customerId: number | null;
    reference: string;
    dueOn: string;
    language: AcknowledgementLanguage;
    /** The SMS provider's name, as every sending records it. */
    provider: string;
  },
): Promise<Acknowledgement> {
  const mobile = input.customerId === null ? null : await mobileOf(tx, input.customerId);
  if (!mobile) {
    const skipped = input.customerId === null ? 'NO_CUSTOMER' : 'NO_MOBILE';
    await tx.insert(caseEvents).values({
      caseId: input.caseId,
      kind: 'sla',
      action: 'notAcknowledged',
      actorId: actor.staff?.id ?? null,
      toValue: skipped,
      text:
        skipped === 'NO_CUSTOMER'
          ? 'No customer is linked: no acknowledgement SMS was sent'
          : 'The customer has no mobile number: no acknowledgement SMS was sent',
    });
    return { smsJobId: null, skipped };
  }
  const message = acknowledgementTemplates[input.language](input);
  const parts = smsParts(message);
  const [job] = await tx
    .insert(smsJobs)
    .values({
      message,
      encoding: parts.encoding,
      parts: parts.parts,
      recipientCount: 1,
      provider: input.provider,
      createdById: null,
      createdBy: actor.staff?.email ?? null,
    })
    .returning({ id: smsJobs.id });
  await tx.insert(smsRecipients).values({ jobId: job!.id, position: 1, phone: mobile });
  await tx.update(cases).set({ acknowledgedAt: new Date() }).where(eq(cases.id, input.caseId));
  await tx.insert(caseEvents).values({
    caseId: input.caseId,
    kind: 'sla',
    action: 'acknowledged',
    actorId: actor.staff?.id ?? null,
    toValue: String(job!.id),
    text: message,
  });
  return { smsJobId: job!.id, skipped: null };
}
