import { asc, eq } from 'drizzle-orm';
import { smsParts } from '@cmt/contract/sms';
import type { DbOrTx } from '../db/client.ts';
import { appUsers, auditLog, plusPlans, smsJobs, smsRecipients } from '../db/schema.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

const plans: (typeof plusPlans.$inferInsert)[] = [
  {
    nameEn: 'Plus Monthly',
    nameAr: 'بلس الشهري',
    price: '49.00',
    period: 'MONTHLY',
    position: 1,
    isActive: true,
    benefits: [
      { en: 'Double cashback at partner merchants', ar: 'ضعف الكاش باك لدى التجار الشركاء' },
      { en: 'Exclusive weekend offers', ar: 'عروض حصرية في عطلة نهاية الأسبوع' },
      { en: 'Priority service on the 19677 hotline', ar: 'أولوية في خدمة العملاء على الخط الساخن 19677' },
    ],
  },
  {
    nameEn: 'Plus Quarterly',
    nameAr: 'بلس ربع السنوي',
    price: '129.00',
    period: 'QUARTERLY',
    position: 2,
    isActive: true,
    benefits: [
      { en: 'Double cashback at partner merchants', ar: 'ضعف الكاش باك لدى التجار الشركاء' },
      {
        en: 'No instalment fees on purchases up to EGP 5,000',
        ar: 'بدون مصاريف تقسيط على المشتريات حتى 5,000 جنيه',
      },
      { en: 'Exclusive weekend offers', ar: 'عروض حصرية في عطلة نهاية الأسبوع' },
    ],
  },
  {
    nameEn: 'Plus Yearly',
    nameAr: 'بلس السنوي',
    price: '449.00',
    period: 'YEARLY',
    position: 3,
    isActive: true,
    benefits: [
      { en: 'Triple cashback at partner merchants', ar: 'ثلاثة أضعاف الكاش باك لدى التجار الشركاء' },
      {
        en: 'No instalment fees on purchases up to EGP 15,000',
        ar: 'بدون مصاريف تقسيط على المشتريات حتى 15,000 جنيه',
      },
      { en: 'Free Lucky prepaid card issuance', ar: 'إصدار كارت لاكي المدفوع مقدمًا مجانًا' },
      { en: 'Priority service on the 19677 hotline', ar: 'أولوية في خدمة العملاء على الخط الساخن 19677' },
    ],
  },
  {
    nameEn: 'Plus Students',
    nameAr: 'بلس للطلاب',
    price: '29.50',
    period: 'MONTHLY',
    position: 4,
    isActive: false,
    benefits: [
      { en: 'Cashback on food delivery and cinemas', ar: 'كاش باك على توصيل الطعام والسينما' },
      { en: 'Back-to-school instalments over 3 months', ar: 'تقسيط مستلزمات الدراسة على 3 شهور' },
    ],
  },
];

const blockReasons = [
  'Chargebacks on three cards in one week: suspected stolen cards',
  'The customer asked to close the account (call on 19677)',
  'Several accounts opened with the same national id',
];

const smsHistory = [
  {
    message: 'لاكي: عروض رمضان بدأت! خصم حتى 30% عند كارفور وسبينيس. افتح التطبيق للتفاصيل',
    count: 40,
    failEvery: 13,
  },
  {
    message: 'Lucky: your Plus trial ends in 3 days. Renew in the app to keep double cashback.',
    count: 12,
    failEvery: 0,
  },
  {
    message: 'لاكي: تم تحديث شروط خدمة التقسيط. للاطلاع عليها افتح التطبيق > الإعدادات',
    count: 25,
    failEvery: 9,
  },
];

/**
 * The General area's demo data: Plus plans (one inactive), a few blocked customers with their block
 * in the history, and past SMS sendings with each number's outcome.
 */
export async function seedGeneral(
  db: DbOrTx,
  random: Random,
  options: { operator: string; now?: Date },
): Promise<Record<string, number>> {
  const now = options.now?.getTime() ?? Date.now();
  await db.insert(plusPlans).values(plans);

  const users = await db
    .select({ id: appUsers.id, phone: appUsers.phone })
    .from(appUsers)
    .orderBy(asc(appUsers.id));
  const blocked = [users[20], users[33], users[47]].filter((user) => user !== undefined);
  for (const [index, user] of blocked.entries()) {
    const at = new Date(now - random.int(1, 40) * DAY);
    await db
      .update(appUsers)
      .set({
        status: 'BLOCKED',
        blockReason: blockReasons[index]!,
        blockedAt: at,
        blockedBy: options.operator,
      })
      .where(eq(appUsers.id, user.id));
    await db.insert(auditLog).values({
      at,
      actorEmail: options.operator,
      action: 'app-user.block',
      targetType: 'app_user',
      targetId: String(user.id),
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCKED', reason: blockReasons[index]! },
    });
  }

  const phones = users.flatMap((user) => (user.phone ? [user.phone] : []));
  // Oldest first, so ids follow time as they do for real sendings.
  for (const [index, sending] of [...smsHistory.entries()].reverse()) {
    const parts = smsParts(sending.message);
    const createdAt = new Date(now - (index * 9 + 2) * DAY);
    const recipients = phones.slice(index * 5, index * 5 + sending.count);
    const failed = recipients.filter((_, i) => sending.failEvery > 0 && (i + 1) % sending.failEvery === 0);
    const [job] = await db
      .insert(smsJobs)
      .values({
        message: sending.message,
        encoding: parts.encoding,
        parts: parts.parts,
        recipientCount: recipients.length,
        status: 'COMPLETED',
        sentCount: recipients.length - failed.length,
        failedCount: failed.length,
        provider: 'log',
        createdBy: options.operator,
        createdAt,
        startedAt: createdAt,
        finishedAt: new Date(createdAt.getTime() + recipients.length * 100),
      })
      .returning({ id: smsJobs.id });
    if (recipients.length)
      await db.insert(smsRecipients).values(
        recipients.map((phone, i) => ({
          jobId: job!.id,
          position: i + 1,
          phone,
          status: failed.includes(phone) ? 'FAILED' : 'SENT',
          error: failed.includes(phone) ? 'The number is switched off or out of coverage' : null,
          providerMessageId: failed.includes(phone) ? null : `log-demo-${job!.id}-${i + 1}`,
          sentAt: failed.includes(phone) ? null : new Date(createdAt.getTime() + i * 100),
        })),
      );
  }
  return {
    'Plus plans': plans.length,
    'blocked app users': blocked.length,
    'SMS sendings': smsHistory.length,
  };
}
