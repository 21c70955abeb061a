import { createHash, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { RejectReason } from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../db/client.ts';
import {
  amlBlacklist,
  customerApplications,
  customerBankAccounts,
  kycImages,
  profileValidations,
} from '../db/schema.ts';
import type { Storage } from '../lib/storage.ts';
import { applicationFullName } from '../domain/applications.ts';
import { nationalId } from './applications-data.ts';
import type { Random } from './random.ts';
import { specimenIdBack, specimenIdFront, specimenSelfie, type SpecimenPerson } from './specimen-images.ts';

const DAY = 86_400_000;

const listedNames = [
  'حسام الدين محمود عبد الله',
  'سامح عبد العزيز فرج',
  'منى إبراهيم السيد',
  'أيمن فتحي الجمال',
  'طارق صلاح عثمان',
  'ريهام جمال البنا',
  'وائل منصور حجازي',
  'نادية حسين رضوان',
  'Karim Adel Nasser',
  'Youssef Magdy Hamed',
];
const sources: [string, string][] = [
  ['EMLCU', 'Listed by the Egyptian Money Laundering and Terrorist Financing Combating Unit'],
  ['UN Consolidated List', 'UN Security Council sanctions designation'],
  ['Court order', 'Asset freeze ordered by the Economic Court'],
  ['Internal fraud', 'Confirmed identity fraud on a financing application'],
  ['CBE circular', 'Named in a Central Bank of Egypt circular to financial institutions'],
];
const banks: [string, string][] = [
  ['National Bank of Egypt', '0003'],
  ['Banque Misr', '0002'],
  ['Commercial International Bank (CIB)', '0010'],
  ['QNB Alahli', '0037'],
  ['Banque du Caire', '0004'],
  ['Arab African International Bank', '0030'],
  ['HSBC Bank Egypt', '0017'],
  ['Alexbank', '0019'],
];
const rejectNotes: Partial<Record<RejectReason, string>> = {
  ID_UNREADABLE: 'The back of the card is blurred: ask for a photo in daylight',
  SELFIE_MISMATCH: 'The selfie does not show the card holder',
  DATA_MISMATCH: 'The birth date typed differs from the card',
};

/** A well-formed Egyptian IBAN (EG, check digits, 4-digit bank, 4-digit branch, 17-digit account). */
export function egyptianIban(bank: string, branch: string, account: string): string {
  const bban = `${bank}${branch}${account}`;
  let remainder = 0;
  for (const digit of `${bban}141600`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `EG${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The compliance demo data: a KYC queue (pending profiles over the last two weeks, some approved or
 * rejected, one resubmitted after a rejection, a few that fail their checks) with specimen id images
 * in private storage, an AML blacklist that lists two of the customers, and bank accounts.
 */
export async function seedCompliance(
  db: DbOrTx,
  random: Random,
  options: { storage: Storage; scale: number; reviewer: string; now?: Date },
): Promise<Record<string, number>> {
  const now = options.now?.getTime() ?? Date.now();
  const customers = await db
    .select({
      userId: customerApplications.userId,
      documentNumber: customerApplications.documentNumber,
      birthdate: customerApplications.birthdate,
      expirationDate: customerApplications.expirationDate,
      gender: customerApplications.gender,
      fullName: applicationFullName,
    })
    .from(customerApplications)
    .orderBy(asc(customerApplications.userId));

  const validations: (typeof profileValidations.$inferInsert & { images: number })[] = [];
  customers.slice(0, Math.ceil(customers.length * 0.8)).forEach((customer, index) => {
    const kind = index % 5;
    const submitted = new Date(now - random.int(1, 14 * 24) * 3600_000);
    // Every third approved/rejected profile was decided a few hours after it came in.
    const decided = new Date(submitted.getTime() + random.int(1, 30) * 3600_000);
    if (kind === 0 && index > 9) {
      validations.push({
        userId: customer.userId,
        status: 'APPROVED',
        submittedAt: new Date(submitted.getTime() - 20 * DAY),
        decidedAt: new Date(decided.getTime() - 20 * DAY),
        decidedBy: options.reviewer,
        images: 3,
      });
    } else if (kind === 4 && index > 9) {
      const reason = random.pick(['ID_UNREADABLE', 'SELFIE_MISMATCH', 'DATA_MISMATCH'] as const);
      validations.push({
        userId: customer.userId,
        status: 'REJECTED',
        submittedAt: new Date(submitted.getTime() - 30 * DAY),
        decidedAt: new Date(decided.getTime() - 30 * DAY),
        decidedBy: options.reviewer,
        rejectReason: reason,
        rejectNote: rejectNotes[reason] ?? null,
        images: 3,
      });
      // Half of them sent their profile again: pending, with the rejection in its history.
      if (index % 10 === 4)
        validations.push({ userId: customer.userId, status: 'PENDING', submittedAt: submitted, images: 3 });
    } else {
      // The customer at index 9 sent no selfie.
      validations.push({
        userId: customer.userId,
        status: 'PENDING',
        submittedAt: submitted,
        images: index === 9 ? 2 : 3,
      });
    }
  });

  const byUser = new Map(customers.map((customer) => [customer.userId, customer]));
  let imageCount = 0;
  for (const validation of validations) {
    const { images, ...row } = validation;
    const [saved] = await db.insert(profileValidations).values(row).returning({ id: profileValidations.id });
    const customer = byUser.get(row.userId)!;
    const person: SpecimenPerson = {
      userId: row.userId,
      nationalId: customer.documentNumber ?? '',
      birthdate: customer.birthdate,
      expirationDate: customer.expirationDate,
      male: customer.gender !== 2,
    };
    const sides = [
      ['front', specimenIdFront],
      ['back', specimenIdBack],
      ['selfie', specimenSelfie],
    ] as const;
    for (const [side, draw] of sides.slice(0, images)) {
      const data = draw(person);
      const storageKey = `kyc/${row.userId}/${randomUUID()}.png`;
      await options.storage.put(storageKey, data, 'image/png');
      await db.insert(kycImages).values({
        validationId: saved!.id,
        side,
        storageKey,
        contentType: 'image/png',
        size: data.length,
        sha256: sha256(data),
      });
      imageCount += 1;
    }
  }

  // The AML list: people who are not customers, and two who are (one waiting in the KYC queue).
  const listed: (typeof amlBlacklist.$inferInsert)[] = [];
  for (let i = 0; i < 30 * options.scale; i++) {
    const male = random.next() < 0.7;
    const birth = new Date(Date.UTC(random.int(1955, 1995), random.int(0, 11), random.int(1, 28)));
    const [source, reason] = random.pick(sources);
    listed.push({
      nationalId: nationalId(birth, random.pick(['01', '02', '12', '21', '25']), male, random),
      name: random.pick(listedNames),
      reason,
      sourceList: source,
      listedOn: new Date(now - random.int(10, 900) * DAY).toISOString().slice(0, 10),
    });
  }
  for (const index of [2, 15]) {
    const customer = customers[index];
    if (!customer?.documentNumber) continue;
    listed.push({
      nationalId: customer.documentNumber,
      name: customer.fullName,
      reason: index === 2 ? sources[3]![1] : sources[0]![1],
      sourceList: index === 2 ? sources[3]![0] : sources[0]![0],
      listedOn: new Date(now - random.int(1, 60) * DAY).toISOString().slice(0, 10),
    });
  }
  await db.insert(amlBlacklist).values(listed).onConflictDoNothing();

  const accounts: (typeof customerBankAccounts.$inferInsert)[] = customers
    .filter((_, index) => index % 3 === 1)
    .map((customer) => {
      const [bankName, code] = random.pick(banks);
      const account = Array.from({ length: 17 }, () => random.int(0, 9)).join('');
      return {
        userId: customer.userId,
        bankName,
        iban: egyptianIban(code, String(random.int(1, 400)).padStart(4, '0'), account),
        accountHolder: customer.fullName,
      };
    });
  if (accounts.length) await db.insert(customerBankAccounts).values(accounts);

  return {
    'profile validations': validations.length,
    'KYC specimen images': imageCount,
    'blacklist entries': listed.length,
    'bank accounts': accounts.length,
  };
}
