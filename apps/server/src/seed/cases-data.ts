import { asc, eq, sql } from 'drizzle-orm';
import { addBusinessDays, addCalendarDays, subtractBusinessDays } from '@cmt/contract/business-days';
import { cairoDate } from '@cmt/contract/cairo-time';
import {
  CASE_REMINDER_BUSINESS_DAYS,
  caseKindSpecs,
  caseReference,
  type CaseKind,
  type CasePriority,
  type CaseStatus,
} from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../db/client.ts';
import {
  affiliateCashouts,
  caseCounters,
  caseEvents,
  caseLinks,
  caseNotes,
  cases,
  customerApplications,
  publicHolidays,
  staffUsers,
} from '../db/schema.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/**
 * Egypt's public holidays of 2026 and 2027 as the demo's calendar (issue 36). The Islamic ones follow
 * the moon and are announced each year: these dates are the expected ones, for staff to confirm on the
 * Calendar screen against the official decree, as they would in production.
 */
export const demoHolidays: { day: string; name: string; nameAr: string }[] = [
  { day: '2026-01-07', name: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
  {
    day: '2026-01-25',
    name: 'Revolution Day (25 January) and Police Day',
    nameAr: 'عيد ثورة 25 يناير وعيد الشرطة',
  },
  { day: '2026-03-19', name: 'Eid al-Fitr (eve)', nameAr: 'وقفة عيد الفطر' },
  { day: '2026-03-22', name: 'Eid al-Fitr', nameAr: 'عيد الفطر' },
  { day: '2026-04-12', name: 'Coptic Easter', nameAr: 'عيد القيامة المجيد' },
  { day: '2026-04-13', name: 'Sham El-Nessim', nameAr: 'شم النسيم' },
  { day: '2026-04-25', name: 'Sinai Liberation Day', nameAr: 'عيد تحرير سيناء' },
  { day: '2026-05-26', name: 'Arafat Day', nameAr: 'يوم عرفة' },
  { day: '2026-05-27', name: 'Eid al-Adha', nameAr: 'عيد الأضحى' },
  { day: '2026-05-28', name: 'Eid al-Adha (second day)', nameAr: 'ثاني أيام عيد الأضحى' },
  { day: '2026-06-16', name: 'Islamic New Year', nameAr: 'رأس السنة الهجرية' },
  { day: '2026-06-30', name: '30 June Revolution', nameAr: 'ذكرى ثورة 30 يونيو' },
  { day: '2026-07-23', name: 'Revolution Day (23 July)', nameAr: 'عيد ثورة 23 يوليو' },
  { day: '2026-08-25', name: 'Prophet’s Birthday', nameAr: 'المولد النبوي الشريف' },
  { day: '2026-10-06', name: 'Armed Forces Day', nameAr: 'عيد القوات المسلحة' },
  { day: '2027-01-07', name: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
  {
    day: '2027-01-25',
    name: 'Revolution Day (25 January) and Police Day',
    nameAr: 'عيد ثورة 25 يناير وعيد الشرطة',
  },
  { day: '2027-03-09', name: 'Eid al-Fitr', nameAr: 'عيد الفطر' },
  { day: '2027-03-10', name: 'Eid al-Fitr (second day)', nameAr: 'ثاني أيام عيد الفطر' },
  { day: '2027-04-25', name: 'Sinai Liberation Day', nameAr: 'عيد تحرير سيناء' },
  { day: '2027-05-02', name: 'Sham El-Nessim', nameAr: 'شم النسيم' },
  { day: '2027-05-16', name: 'Eid al-Adha', nameAr: 'عيد الأضحى' },
  { day: '2027-05-17', name: 'Eid al-Adha (second day)', nameAr: 'ثاني أيام عيد الأضحى' },
  { day: '2027-06-30', name: '30 June Revolution', nameAr: 'ذكرى ثورة 30 يونيو' },
  { day: '2027-07-23', name: 'Revolution Day (23 July)', nameAr: 'عيد ثورة 23 يوليو' },
  { day: '2027-10-06', name: 'Armed Forces Day', nameAr: 'عيد القوات المسلحة' },
];

const stories: { kind: CaseKind; title: string; note: string }[] = [
  {
    kind: 'COMPLAINT',
    title: 'Cashout approved but not received in the bank account',
    note: 'Customer called the contact centre: the app shows the cashout as paid 5 days ago, the bank shows nothing.',
  },
  {
    kind: 'COMPLAINT',
    title: 'Instalment charged twice this month',
    note: 'Two debits of the same instalment on the card statement; the customer sent a photo of the statement.',
  },
  {
    kind: 'DISPUTE',
    title: 'Cashback missing for an order at an affiliate merchant',
    note: 'Order placed through the app, the merchant confirms the sale; no cashback transaction after 30 days.',
  },
  {
    kind: 'FRAUD_SUSPICION',
    title: 'Same IBAN used by several customers',
    note: 'The payout IBAN of this customer appears on two other accounts opened the same week.',
  },
  {
    kind: 'AML_REVIEW',
    title: 'Name close to a listed person',
    note: 'The KYC check flagged a similar name on the blacklist; identity documents to be compared.',
  },
  {
    kind: 'COMPLAINT',
    title: 'Credit limit reduced without notice',
    note: 'Customer asks why the limit went from EGP 20,000 to EGP 8,000.',
  },
  {
    kind: 'OTHER',
    title: 'Customer asks for a copy of the signed contract',
    note: 'Requested by email; send the archived PDF once identity is confirmed.',
  },
];

const statuses: CaseStatus[] = [
  'OPEN',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'WAITING_CUSTOMER',
  'OPEN',
  'RESOLVED',
  'CLOSED',
];
const priorities: CasePriority[] = ['NORMAL', 'HIGH', 'NORMAL', 'URGENT', 'LOW', 'NORMAL', 'NORMAL'];

/**
 * The calendar's holidays and a handful of cases per scale (issue 36): complaints, disputes, fraud and
 * AML reviews about demo customers and cashouts, opened over the last three weeks so some are due
 * today, some late and some decided, with their first note and events, and gap-free references.
 */
export async function seedCases(
  db: DbOrTx,
  random: Random,
  options: { scale: number; productDomain: string },
): Promise<Record<string, number>> {
  await db
    .insert(publicHolidays)
    .values(demoHolidays.map((h) => ({ day: h.day, name: h.name, nameAr: h.nameAr })))
    .onConflictDoNothing();
  const holidays = new Set(demoHolidays.map((h) => h.day));
  const worker = (
    await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, `dina.cases@${options.productDomain}`))
  )[0];
  const customers = await db
    .select({ id: customerApplications.userId })
    .from(customerApplications)
    .orderBy(asc(customerApplications.userId))
    .limit(40);
  const cashouts = await db
    .select({ id: affiliateCashouts.id, userId: affiliateCashouts.userId })
    .from(affiliateCashouts)
    .orderBy(asc(affiliateCashouts.id))
    .limit(10);
  if (customers.length === 0) return { cases: 0, 'public holidays': demoHolidays.length };

  const today = cairoDate();
  const count = stories.length * 2 * options.scale;
  const seqs = new Map<string, number>();
  // Opened over the last three weeks, oldest first, so references follow the days they were opened.
  const openedDays = Array.from({ length: count }, () => addCalendarDays(today, -random.int(0, 21))).sort();
  // The first, an open complaint, four weeks old: past its 15 business days whatever the calendar, so
  // the demo always has a breach (the supervisor told, the case flagged) to show.
  openedDays[0] = addCalendarDays(today, -28);
  for (let i = 0; i < count; i++) {
    const story = stories[i % stories.length]!;
    const status = statuses[i % statuses.length]!;
    const openedOn = openedDays[i]!;
    const year = Number(openedOn.slice(0, 4));
    const counter = `${story.kind}:${year}`;
    const seq = (seqs.get(counter) ?? 0) + 1;
    seqs.set(counter, seq);
    const businessDays = caseKindSpecs[story.kind].businessDays;
    const dueOn = addBusinessDays(openedOn, businessDays, holidays);
    const decided = status === 'RESOLVED' || status === 'CLOSED';
    const openedAt = new Date(Date.parse(`${openedOn}T09:00:00+02:00`) + random.int(0, 7 * 3600) * 1000);
    const customer = customers[i % customers.length]!;
    const cashout = story.title.startsWith('Cashout')
      ? cashouts[i % Math.max(cashouts.length, 1)]
      : undefined;
    const customerId = cashout?.userId ?? customer.id;
    const [row] = await db
      .insert(cases)
      .values({
        reference: caseReference(story.kind, year, seq),
        kind: story.kind,
        year,
        seq,
        title: story.title,
        priority: priorities[i % priorities.length]!,
        status,
        assigneeId: i % 3 === 0 ? null : (worker?.id ?? null),
        openedBy: worker?.id ?? null,
        customerId,
        openedOn,
        businessDays,
        dueOn,
        remindOn: subtractBusinessDays(dueOn, CASE_REMINDER_BUSINESS_DAYS, holidays),
        outcome: decided ? 'UPHELD' : null,
        summary: decided ? 'Refunded and apologised to the customer; the cause is fixed.' : null,
        resolvedAt: decided ? new Date(openedAt.getTime() + 2 * DAY) : null,
        closedAt: status === 'CLOSED' ? new Date(openedAt.getTime() + 3 * DAY) : null,
        acknowledgedAt: story.kind === 'COMPLAINT' ? openedAt : null,
        createdAt: openedAt,
        updatedAt: openedAt,
      })
      .returning({ id: cases.id });
    const caseId = row!.id;
    await db.insert(caseLinks).values([
      {
        caseId,
        recordType: 'customer',
        recordId: customerId,
        linkedBy: worker?.id ?? null,
        linkedAt: openedAt,
      },
      ...(cashout
        ? [
            {
              caseId,
              recordType: 'cashout',
              recordId: cashout.id,
              linkedBy: worker?.id ?? null,
              linkedAt: openedAt,
            },
          ]
        : []),
    ]);
    await db
      .insert(caseNotes)
      .values({ caseId, authorId: worker?.id ?? null, text: story.note, createdAt: openedAt });
    await db.insert(caseEvents).values({
      caseId,
      kind: 'status',
      action: 'opened',
      actorId: worker?.id ?? null,
      toValue: 'OPEN',
      at: openedAt,
    });
    if (status !== 'OPEN')
      await db.insert(caseEvents).values({
        caseId,
        kind: 'status',
        action: decided ? 'resolve' : 'start',
        actorId: worker?.id ?? null,
        fromValue: 'OPEN',
        toValue: decided ? 'RESOLVED' : 'IN_PROGRESS',
        at: new Date(openedAt.getTime() + DAY),
      });
  }
  for (const [counter, last] of seqs) {
    const [kind, year] = counter.split(':') as [string, string];
    await db
      .insert(caseCounters)
      .values({ kind, year: Number(year), last })
      .onConflictDoUpdate({
        target: [caseCounters.kind, caseCounters.year],
        set: { last: sql`greatest(${caseCounters.last}, ${last})` },
      });
  }
  return { cases: count, 'public holidays': demoHolidays.length };
}
