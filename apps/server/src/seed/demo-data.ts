import { createHash, randomUUID } from 'node:crypto';
import { Permission, permissionKeys } from '@cmt/contract/permissions';
import type { FlagValue } from '@cmt/contract/endpoints/feature-flags';
import type { DbOrTx } from '../db/client.ts';
import { banners, featureFlags, files, staffUsers } from '../db/schema.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import type { Storage } from '../lib/storage.ts';
import { seedAffiliate } from './affiliate-data.ts';
import { seedApplications } from './applications-data.ts';
import { seedCases } from './cases-data.ts';
import { seedCatalogue } from './catalogue-data.ts';
import { seedCompliance } from './compliance-data.ts';
import { seedGeneral } from './general-data.ts';
import { seedFinancing } from './financing-data.ts';
import { bannerImage } from './png.ts';
import { createRandom } from './random.ts';

export interface SeedOptions {
  storage: Storage;
  /** Multiplies the row counts (1 = demo size). */
  scale: number;
  productDomain: string;
  /** Password of the demo staff accounts (DEMO_STAFF_PASSWORD); generated when absent. */
  staffPassword?: string;
  /**
   * Real decisions made last through the features' write functions, each with its decision record
   * (`features/demo-decisions.ts`, passed in by the app layer, which may import features).
   */
  decisions?: (db: DbOrTx, options: { productDomain: string }) => Promise<Record<string, number>>;
}

const flags: { key: string; value: FlagValue; description: string }[] = [
  {
    key: 'isABMLuckyOneCardsOffersEnabled',
    value: true,
    description: 'Show Lucky One card offers in the app',
  },
  { key: 'isCardCaasEnabled', value: false, description: 'Card as a service for partner organisations' },
  {
    key: 'caasOrganizations',
    value: ['ABM', 'Connect Money'],
    description: 'Organisations allowed to issue CaaS cards',
  },
];

const bannerTitles = [
  'Ramadan Kareem: 30% cashback on groceries',
  'Summer in Sahel: hotel deals',
  'Back to school with Lucky instalments',
  'Eid offers at Cairo Festival City',
  'Pay in 6 months at B.TECH',
  'Free delivery on Talabat orders',
  'Double points at Carrefour Maadi',
  'New: Lucky prepaid card',
  'Weekend cinema deals',
  'Alexandria seafood week',
  'Black Friday: White Friday deals',
  'Refer a friend, get EGP 100',
];

const palette: [number, number, number][] = [
  [212, 175, 55],
  [198, 40, 40],
  [21, 101, 192],
  [46, 125, 50],
  [106, 27, 154],
  [239, 108, 0],
];

const p = Permission;
export const demoStaff = (domain: string) => [
  {
    // The demo's second approver: an administrator the bootstrap admin did not make (the seed carries
    // no four-eyes tie), who checks the admin's held requests (docs/four-eyes.md).
    email: `amira.admin@${domain}`,
    name: 'Amira Saleh',
    permissions: [...permissionKeys],
  },
  {
    email: `sara.offers@${domain}`,
    name: 'Sara Mahmoud',
    permissions: [
      p.MANAGE_OFFERS,
      p.MANAGE_BANNERS,
      p.MANAGE_BANNERS_CREATE,
      p.MANAGE_OFFERS_POPULAR_OFFERS,
      p.MANAGE_OFFERS_ONBOARDING_OFFERS,
    ],
  },
  {
    email: `omar.finance@${domain}`,
    name: 'Omar Khaled',
    permissions: [
      p.MANAGE_FINANCING_APPLICATIONS,
      p.MANAGE_FINANCING_REPAYMENTS_UPLOAD,
      p.MANAGE_FINANCING_CREDIT_PROMOTION,
      p.MANAGE_FINANCING_APPLACATIONS_PREFILL_CONTRACT,
    ],
  },
  {
    email: `heba.credit@${domain}`,
    name: 'Heba Mostafa',
    permissions: [
      p.MANAGE_FINANCING_APPLICATIONS,
      p.MANAGE_FINANCING_APPLICATION_REVIEWS,
      p.MANAGE_FINANCING_APPLICATIONS_ASSIGNED_PARTNER,
      p.MANAGE_FINANCING_APPLICATIONS_UNBLOCK_USER,
    ],
  },
  {
    email: 'nour.hassan@connect.money',
    name: 'Nour Hassan',
    permissions: [
      p.MANAGE_FINANCING_APPLACATIONS_PREFILL_CONNECT_CONTRACT,
      p.MANAGE_CONTRACTS_MARK_AS_SIGNED,
    ],
  },
  {
    email: `mona.merchants@${domain}`,
    name: 'Mona Adel',
    permissions: [p.MANAGE_MERCHANT, p.MANAGE_MERCHANT_BULK, p.MANAGE_MERCHANT_CATI_BULK, p.MANAGE_BANNERS],
  },
  {
    email: `youssef.flags@${domain}`,
    name: 'Youssef Tarek',
    permissions: [p.MANAGE_GENERAL_FEATURE_FLAGS, p.MANAGE_GENERAL_FILES],
  },
  {
    email: `hana.cashback@${domain}`,
    name: 'Hana Fathy',
    permissions: [
      p.MANAGE_AFFILIATE_MERCHANTS,
      p.MANAGE_AFFILIATE_MERCHANTS_ID,
      p.MANAGE_AFFILIATE_MERCHANTS_POPULAR,
      p.MANAGE_AFFILIATE_CATEGORIES,
      p.MANAGE_AFFILIATE_TRANSACTIONS,
      p.MANAGE_AFFILIATE_CONTEST,
      p.MANAGE_AFFILIATE_BANNERS,
    ],
  },
  {
    email: `tamer.payouts@${domain}`,
    name: 'Tamer Nabil',
    permissions: [p.MANAGE_AFFILIATE_CASHOUT, p.MANAGE_AFFILIATE_CASHOUT_ID],
  },
  { email: `karim.former@${domain}`, name: 'Karim Samir', permissions: [p.MANAGE_BANNERS], isActive: false },
  {
    email: `mona.kyc@${domain}`,
    name: 'Mona Fawzy',
    permissions: [
      p.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION,
      p.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID,
      p.MANAGE_OFFERS_BRANCHES_BULK,
    ],
  },
  {
    email: `sherif.ops@${domain}`,
    name: 'Sherif Lotfy',
    permissions: [
      p.MANAGE_CMT_GENERAL,
      p.MANAGE_GENERAL_PLUS,
      p.MANAGE_GENERAL_APP_USERS,
      p.MANAGE_GENERAL_FILES,
    ],
  },
  {
    // The complaints desk (issue 36): a case handler who sees customers, and a supervisor.
    email: `dina.cases@${domain}`,
    name: 'Dina Ragab',
    permissions: [p.READ_CASES, p.WORK_CASES, p.MANAGE_GENERAL_APP_USERS, p.MANAGE_AFFILIATE_CASHOUT],
  },
  {
    email: `rania.supervisor@${domain}`,
    name: 'Rania Farouk',
    permissions: [
      p.READ_CASES,
      p.WORK_CASES,
      p.SUPERVISE_CASES,
      p.MANAGE_CALENDAR,
      p.MANAGE_GENERAL_APP_USERS,
    ],
  },
];

/**
 * Deterministic demo data: feature flags, banners with real images, staff accounts with varied
 * permission sets. `scale` multiplies banners and extra staff for benchmarks.
 */
export async function seedDemoData(
  db: DbOrTx,
  options: SeedOptions,
): Promise<Record<string, number | string>> {
  const random = createRandom(20261122);
  const staffPassword = options.staffPassword ?? generatePassword();
  const passwordHash = await hashPassword(staffPassword);

  await db.insert(featureFlags).values(flags).onConflictDoNothing();

  const staffRows: (typeof staffUsers.$inferInsert)[] = demoStaff(options.productDomain).map((s) => ({
    ...s,
    passwordHash,
    permissions: [...s.permissions],
  }));
  for (let i = 0; i < (options.scale - 1) * 6; i++) {
    const permissions = permissionKeys.filter(() => random.next() < 0.2);
    staffRows.push({
      email: `staff${i + 1}@${options.productDomain}`,
      name: `Staff ${i + 1}`,
      permissions,
      passwordHash,
    });
  }
  await db.insert(staffUsers).values(staffRows).onConflictDoNothing();

  const bannerCount = bannerTitles.length * options.scale;
  const bannerRows = [];
  for (let i = 0; i < bannerCount; i++) {
    const folder = i % 5 === 4 ? 'WCB Banners' : 'Banners';
    const image = bannerImage(random.pick(palette), random.pick(palette));
    const key = `${folder}/${randomUUID()}.png`;
    await options.storage.put(key, image, 'image/png');
    await db.insert(files).values({
      key,
      folder,
      contentType: 'image/png',
      size: image.length,
      sha256: createHash('sha256').update(image).digest('hex'),
    });
    bannerRows.push({
      title: bannerTitles[i % bannerTitles.length]! + (i >= bannerTitles.length ? ` #${i + 1}` : ''),
      imageKey: key,
      folder,
      link: i % 3 === 0 ? null : `https://${options.productDomain}/offers/${1000 + i}`,
      position: i,
      isActive: random.next() < 0.75,
    });
  }
  if (bannerRows.length) await db.insert(banners).values(bannerRows);

  const applications = await seedApplications(db, random, options);
  const financing = await seedFinancing(db, random, options);

  const catalogue = await seedCatalogue(db, random, options);

  const affiliate = await seedAffiliate(db, random, options);
  const compliance = await seedCompliance(db, random, {
    ...options,
    reviewer: `mona.kyc@${options.productDomain}`,
  });
  const general = await seedGeneral(db, random, { operator: `sherif.ops@${options.productDomain}` });
  const caseFiles = await seedCases(db, random, options);
  // Last: real decisions through the write functions, each with its decision record (docs/decisions.md).
  const decisions = options.decisions ? await options.decisions(db, options) : {};

  return {
    ...catalogue,
    ...applications,
    ...affiliate,
    ...compliance,
    ...general,
    ...financing,
    ...caseFiles,
    ...decisions,
    'feature flags': flags.length,
    'staff accounts': staffRows.length,
    banners: bannerRows.length,
    'demo staff password': staffPassword,
  };
}
