import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  affiliateAggregators,
  affiliateCashouts,
  affiliateCategories,
  affiliateConfigVersions,
  affiliateConfigs,
  affiliateMerchants,
  affiliateTransactions,
  appUsers,
  cashbackWallets,
  customerBankAccounts,
  files,
  popularAffiliateMerchants,
} from '../db/schema.ts';
import type { Storage } from '../lib/storage.ts';
import { bannerImage } from './png.ts';
import type { Random } from './random.ts';

export interface AffiliateSeedOptions {
  storage: Storage;
  /** 1 = demo size: ~30 merchants, ~10 orders and a few cashouts per app user. */
  scale: number;
  /**
   * Benchmark sizes: that many cashout requests (and app users to spread them over), generated
   * inside the database with generate_series instead of row by row.
   */
  counts?: { customers: number; cashouts: number; usersFrom?: number };
}

type Pair = readonly [en: string, ar: string];

const categoryNames: Pair[] = [
  ['Fashion', 'أزياء'],
  ['Electronics', 'إلكترونيات'],
  ['Travel and hotels', 'سفر وفنادق'],
  ['Food delivery', 'توصيل طعام'],
  ['Groceries', 'بقالة'],
  ['Beauty', 'تجميل'],
  ['Home and kitchen', 'المنزل والمطبخ'],
  ['Health and pharmacy', 'صحة وصيدلية'],
  ['Kids and toys', 'أطفال وألعاب'],
  ['Sports', 'رياضة'],
];

/** Online shops Egyptian customers buy from, with their category (index above) and usual cashback. */
const shops: {
  en: string;
  ar: string;
  category: number;
  site: string;
  type: 'PERCENTAGE' | 'FIXED';
  value: string;
}[] = [
  { en: 'Noon', ar: 'نون', category: 1, site: 'noon.com/egypt-en', type: 'PERCENTAGE', value: '4.00' },
  { en: 'Amazon Egypt', ar: 'أمازون مصر', category: 1, site: 'amazon.eg', type: 'PERCENTAGE', value: '3.50' },
  { en: 'Jumia', ar: 'جوميا', category: 1, site: 'jumia.com.eg', type: 'PERCENTAGE', value: '5.00' },
  {
    en: 'B.TECH Online',
    ar: 'بي تك أونلاين',
    category: 1,
    site: 'btech.com',
    type: 'PERCENTAGE',
    value: '2.50',
  },
  { en: '2B Online', ar: 'تو بي أونلاين', category: 1, site: '2b.com.eg', type: 'PERCENTAGE', value: '2.00' },
  { en: 'Namshi', ar: 'نمشي', category: 0, site: 'namshi.com/egypt-en', type: 'PERCENTAGE', value: '8.00' },
  { en: 'SHEIN', ar: 'شي إن', category: 0, site: 'ar.shein.com', type: 'PERCENTAGE', value: '7.00' },
  {
    en: '6thStreet',
    ar: 'سيكس ستريت',
    category: 0,
    site: '6thstreet.com/eg',
    type: 'PERCENTAGE',
    value: '6.50',
  },
  {
    en: 'Max Fashion',
    ar: 'ماكس فاشون',
    category: 0,
    site: 'maxfashion.com/eg',
    type: 'PERCENTAGE',
    value: '5.00',
  },
  {
    en: 'Centrepoint',
    ar: 'سنتربوينت',
    category: 0,
    site: 'centrepointstores.com/eg',
    type: 'PERCENTAGE',
    value: '5.00',
  },
  {
    en: 'Adidas Egypt',
    ar: 'أديداس مصر',
    category: 9,
    site: 'adidas.com.eg',
    type: 'PERCENTAGE',
    value: '6.00',
  },
  { en: 'Decathlon', ar: 'ديكاتلون', category: 9, site: 'decathlon.eg', type: 'PERCENTAGE', value: '4.00' },
  { en: 'Booking.com', ar: 'بوكينج', category: 2, site: 'booking.com', type: 'PERCENTAGE', value: '4.00' },
  { en: 'Agoda', ar: 'أجودا', category: 2, site: 'agoda.com', type: 'PERCENTAGE', value: '5.00' },
  { en: 'Trip.com', ar: 'تريب دوت كوم', category: 2, site: 'trip.com', type: 'PERCENTAGE', value: '3.00' },
  { en: 'EgyptAir', ar: 'مصر للطيران', category: 2, site: 'egyptair.com', type: 'FIXED', value: '150.00' },
  { en: 'Talabat', ar: 'طلبات', category: 3, site: 'talabat.com/egypt', type: 'FIXED', value: '15.00' },
  { en: 'Elmenus', ar: 'المنيوز', category: 3, site: 'elmenus.com', type: 'FIXED', value: '10.00' },
  { en: 'Breadfast', ar: 'بريدفاست', category: 4, site: 'breadfast.com', type: 'PERCENTAGE', value: '3.00' },
  { en: 'Rabbit', ar: 'رابيت', category: 4, site: 'rabbitmart.com', type: 'FIXED', value: '20.00' },
  {
    en: 'Carrefour Online',
    ar: 'كارفور أونلاين',
    category: 4,
    site: 'carrefouregypt.com',
    type: 'PERCENTAGE',
    value: '2.00',
  },
  { en: 'Faces', ar: 'فيسز', category: 5, site: 'faces.com/eg-en', type: 'PERCENTAGE', value: '7.50' },
  { en: 'Sephora', ar: 'سيفورا', category: 5, site: 'sephora.eg', type: 'PERCENTAGE', value: '6.00' },
  { en: 'IKEA Egypt', ar: 'ايكيا مصر', category: 6, site: 'ikea.com/eg', type: 'PERCENTAGE', value: '3.00' },
  { en: 'Homzmart', ar: 'هومزمارت', category: 6, site: 'homzmart.com', type: 'PERCENTAGE', value: '5.50' },
  { en: 'Chefaa', ar: 'شفاء', category: 7, site: 'chefaa.com', type: 'FIXED', value: '25.00' },
  { en: 'Vezeeta', ar: 'فيزيتا', category: 7, site: 'vezeeta.com', type: 'FIXED', value: '30.00' },
  {
    en: 'Mothercare',
    ar: 'مذركير',
    category: 8,
    site: 'mothercare.com.eg',
    type: 'PERCENTAGE',
    value: '5.00',
  },
  {
    en: 'Toys R Us',
    ar: 'تويز آر أص',
    category: 8,
    site: 'toysrusmena.com/eg',
    type: 'PERCENTAGE',
    value: '4.50',
  },
  {
    en: 'Mumzworld',
    ar: 'ممزورلد',
    category: 8,
    site: 'mumzworld.com/eg',
    type: 'PERCENTAGE',
    value: '6.00',
  },
];

const wallets = ['Vodafone Cash', 'Orange Cash', 'Etisalat Cash', 'WE Pay', 'InstaPay'];
/** Egyptian banks with their 4-digit bank codes (as in their IBANs). */
const banks: [name: string, code: string][] = [
  ['National Bank of Egypt', '0003'],
  ['Banque Misr', '0002'],
  ['CIB', '0010'],
  ['QNB Alahli', '0037'],
  ['Banque du Caire', '0004'],
  ['AAIB', '0019'],
];
const rejectReasons = [
  'The wallet number does not belong to the customer',
  'The account holder name does not match the customer',
  'Duplicate request: the customer asked twice on the same day',
  'Suspected fraud: orders reversed by the network',
];
const palette: [number, number, number][] = [
  [212, 175, 55],
  [198, 40, 40],
  [21, 101, 192],
  [46, 125, 50],
  [106, 27, 154],
  [239, 108, 0],
];

const pad = (n: number, size: number) => String(n).padStart(size, '0');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A valid Egyptian IBAN (ISO 7064 mod-97 check digits) for a bank code and an account number. */
export function egyptianIban(bankCode: string, branch: string, account: string): string {
  const bban = `${bankCode}${branch}${account.padStart(17, '0')}`;
  const digits = `${bban}${14}${16}00`; // E = 14, G = 16
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `EG${pad(98 - remainder, 2)}${bban}`;
}

async function storeImages(
  db: DbOrTx,
  storage: Storage,
  random: Random,
  folder: string,
  n: number,
): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const image = bannerImage(random.pick(palette), random.pick(palette));
    const key = `${folder}/${randomUUID()}.png`;
    await storage.put(key, image, 'image/png');
    await db.insert(files).values({
      key,
      folder,
      contentType: 'image/png',
      size: image.length,
      sha256: createHash('sha256').update(image).digest('hex'),
    });
    keys.push(key);
  }
  return keys;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The affiliate area: categories, merchants (real online shops) through the seeded aggregators,
 * the popular selection, each app user's orders with their cashback, wallets that add up, cashout
 * requests (pending, approved and rejected; to mobile wallets and to bank accounts), and the
 * contest and banners configs with a previous version each.
 */
export async function seedAffiliate(
  db: DbOrTx,
  random: Random,
  options: AffiliateSeedOptions,
): Promise<Record<string, number>> {
  const aggregators = await db.select().from(affiliateAggregators).orderBy(asc(affiliateAggregators.id));
  const categoryLogos = await storeImages(db, options.storage, random, 'Affiliate Categories Logos', 4);
  const merchantLogos = await storeImages(db, options.storage, random, 'Affiliate Merchant Logos', 8);

  const categoryRows = await db
    .insert(affiliateCategories)
    .values(
      categoryNames.map(([nameEn, nameAr], index) => ({
        nameEn,
        nameAr,
        logoKey: random.pick(categoryLogos),
        position: index + 1,
        isActive: index < 9,
      })),
    )
    .returning({ id: affiliateCategories.id });

  const merchantCount = Math.round(shops.length * options.scale);
  const merchantValues: (typeof affiliateMerchants.$inferInsert)[] = [];
  for (let i = 0; i < merchantCount; i++) {
    const shop = shops[i % shops.length]!;
    const round = Math.floor(i / shops.length);
    const aggregator = i % 7 === 6 ? aggregators.at(-1)! : random.pick(aggregators.slice(0, -1));
    merchantValues.push({
      nameEn: round ? `${shop.en} ${round + 1}` : shop.en,
      nameAr: round ? `${shop.ar} ${round + 1}` : shop.ar,
      descriptionEn: `Shop at ${shop.en} through Lucky and get cashback on every eligible order.`,
      descriptionAr: `تسوق من ${shop.ar} عن طريق لاكي واسترد جزءًا من قيمة كل طلب مؤهل.`,
      logoKey: random.next() < 0.85 ? random.pick(merchantLogos) : null,
      aggregatorId: aggregator.id,
      categoryId: categoryRows[shop.category]!.id,
      trackingUrl: `https://track.${aggregator.code.toLowerCase()}.example/click?offer=${1000 + i}&url=https%3A%2F%2F${encodeURIComponent(shop.site)}&subid={userId}`,
      cashbackType: shop.type,
      cashbackValue: shop.value,
      isActive: random.next() < 0.9,
    });
  }
  const merchantRows = await db
    .insert(affiliateMerchants)
    .values(merchantValues)
    .returning({ id: affiliateMerchants.id, isActive: affiliateMerchants.isActive });
  const popular = merchantRows.filter((m) => m.isActive).slice(0, 8);
  await db
    .insert(popularAffiliateMerchants)
    .values(popular.map((m, index) => ({ merchantId: m.id, priority: index + 1 })));

  await seedConfigs(db, options.storage, random);

  if (options.counts) {
    const cashouts = await seedCashoutsAtScale(db, options.counts);
    return {
      'affiliate categories': categoryRows.length,
      'affiliate merchants': merchantRows.length,
      'cashout requests': cashouts,
    };
  }
  const money = await seedOrdersAndCashouts(db, random, merchantRows, merchantValues);
  return {
    'affiliate categories': categoryRows.length,
    'affiliate merchants': merchantRows.length,
    'popular affiliate merchants': popular.length,
    ...money,
  };
}

/**
 * Orders for every app user over the last six months, then, in time order, the cashouts they asked
 * for: approved ones within what was confirmed at the time (debited from the wallet), pending and
 * rejected ones. Each wallet is the sum of its orders and approved cashouts.
 */
async function seedOrdersAndCashouts(
  db: DbOrTx,
  random: Random,
  merchants: { id: number; isActive: boolean }[],
  values: (typeof affiliateMerchants.$inferInsert)[],
) {
  const users = await db
    .select({ id: appUsers.id, name: appUsers.name, phone: appUsers.phone })
    .from(appUsers)
    .orderBy(asc(appUsers.id));
  const now = Date.now();
  const transactions: (typeof affiliateTransactions.$inferInsert)[] = [];
  const cashouts: (typeof affiliateCashouts.$inferInsert)[] = [];
  const walletRows: (typeof cashbackWallets.$inferInsert)[] = [];
  const accounts: (typeof customerBankAccounts.$inferInsert)[] = [];
  let order = 100000;
  for (const [u, user] of users.entries()) {
    // A few customers never bought through the app.
    if (u % 9 === 8) continue;
    const orders = random.int(3, 14);
    const history: { at: number; status: string; cashback: number }[] = [];
    for (let i = 0; i < orders; i++) {
      const index = random.int(0, merchants.length - 1);
      const merchant = values[index]!;
      const daysAgo = random.int(0, 180);
      const amount = random.int(150, 12000) * 100 + random.pick([0, 0, 50, 99]);
      const cashback =
        merchant.cashbackType === 'FIXED'
          ? Math.min(amount, Math.round(Number(merchant.cashbackValue) * 100))
          : Math.round((amount * Math.round(Number(merchant.cashbackValue) * 100)) / 10000);
      // Recent orders are still pending with the network; older ones mostly confirmed.
      const roll = random.next();
      const status =
        daysAgo < 30 ? (roll < 0.85 ? 'PENDING' : 'REVERSED') : roll < 0.85 ? 'CONFIRMED' : 'REVERSED';
      const at = now - daysAgo * 86400000;
      history.push({ at, status, cashback });
      transactions.push({
        merchantId: merchants[index]!.id,
        orderId: `${(merchant.nameEn ?? 'ORD')
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 6)
          .toUpperCase()}-${order++}`,
        userId: user.id,
        orderAmountPiastres: amount,
        cashbackPiastres: cashback,
        status,
        orderedOn: day(new Date(at)),
      });
    }
    const pending = history.filter((h) => h.status === 'PENDING').reduce((sum, h) => sum + h.cashback, 0);
    let available = 0;
    let paidOut = 0;
    // Confirmation lands about 30 days after the order; cashouts come after that.
    const confirmations = history
      .filter((h) => h.status === 'CONFIRMED')
      .map((h) => ({ at: h.at + 30 * 86400000, cashback: h.cashback }))
      .sort((a, b) => a.at - b.at);
    const bank = random.pick(banks);
    const iban = egyptianIban(
      bank[1],
      pad(random.int(1, 400), 4),
      String(random.int(10000000, 99999999)) + pad(u, 4),
    );
    const byBank = random.next() < 0.4;
    if (byBank) accounts.push({ userId: user.id, bankName: bank[0], iban, accountHolder: user.name });
    const wallet = random.pick(wallets);
    const destination = byBank
      ? { method: 'BANK', bankName: bank[0], iban, accountHolder: user.name }
      : { method: 'WALLET', walletProvider: wallet, walletNumber: user.phone ?? `0100${pad(u, 7)}` };
    for (const [c, confirmation] of confirmations.entries()) {
      available += confirmation.cashback;
      const asked = confirmation.at + random.int(1, 10) * 86400000;
      // Not in the future: a request that would be is one from the last three days.
      const requestedAt = asked < now - 3600000 ? asked : now - random.int(1, 72) * 3600000;
      const isLast = c === confirmations.length - 1;
      if (!isLast && random.next() < 0.5) continue;
      if (available < 5000) continue; // customers ask from EGP 50
      const amount = Math.floor(available / 100) * 100;
      const roll = random.next();
      const status =
        isLast && requestedAt > now - 20 * 86400000
          ? 'PENDING'
          : roll < 0.12
            ? 'REJECTED'
            : roll < 0.3 && isLast
              ? 'PENDING'
              : 'APPROVED';
      cashouts.push({
        userId: user.id,
        amountPiastres: amount,
        ...destination,
        status,
        reason: status === 'REJECTED' ? random.pick(rejectReasons) : null,
        balanceAtRequestPiastres: available,
        requestedAt: new Date(requestedAt),
        decidedAt:
          status === 'PENDING' ? null : new Date(Math.min(now, requestedAt + random.int(2, 48) * 3600000)),
        decidedBy: status === 'PENDING' ? null : random.pick(['tamer.payouts@lucky.app', 'admin@lucky.app']),
      });
      if (status === 'APPROVED') {
        available -= amount;
        paidOut += amount;
      }
    }
    walletRows.push({
      userId: user.id,
      pendingPiastres: pending,
      availablePiastres: available,
      paidOutPiastres: paidOut,
    });
  }
  await inBatches(transactions, (batch) => db.insert(affiliateTransactions).values(batch));
  await inBatches(walletRows, (batch) => db.insert(cashbackWallets).values(batch));
  await inBatches(accounts, (batch) => db.insert(customerBankAccounts).values(batch).onConflictDoNothing());
  cashouts.sort((a, b) => (a.requestedAt as Date).getTime() - (b.requestedAt as Date).getTime());
  await inBatches(cashouts, (batch) => db.insert(affiliateCashouts).values(batch));
  return {
    'affiliate transactions': transactions.length,
    'cashback wallets': walletRows.length,
    'cashout requests': cashouts.length,
    'customer bank accounts': accounts.length,
  };
}

/**
 * Benchmark data: `cashouts` requests spread over `customers` app users and the last two years,
 * made by the database itself (generate_series) in statements of 200,000 rows. The customers are
 * the existing app users with ids from `usersFrom` (the bench seeds them first), or new ones.
 */
async function seedCashoutsAtScale(
  db: DbOrTx,
  counts: { customers: number; cashouts: number; usersFrom?: number },
) {
  let firstUser = counts.usersFrom ?? 0;
  if (counts.usersFrom === undefined) {
    const [{ first } = { first: 0 }] = (
      await db.execute<{ first: number }>(sql`select coalesce(max(id), 0)::int + 1 as first from app_users`)
    ).rows;
    firstUser = Number(first);
    await db.execute(sql`insert into app_users (id, phone, name)
      select ${firstUser}::int + g, '015' || lpad((g * 7919 % 100000000)::text, 8, '0'), 'Customer ' || g
      from generate_series(0, ${counts.customers - 1}::int) g`);
  }
  const chunk = 200_000;
  for (let start = 0; start < counts.cashouts; start += chunk) {
    const end = Math.min(counts.cashouts, start + chunk) - 1;
    await db.execute(sql`insert into affiliate_cashouts (user_id, amount_piastres, method, wallet_provider,
        wallet_number, bank_name, iban, account_holder, status, reason, balance_at_request_piastres,
        requested_at, decided_at, decided_by)
      select ${firstUser}::int + (g::bigint * 7919 % ${counts.customers}::int)::int,
        (50 + (g * 37 % 4950)) * 100,
        case when g % 5 < 3 then 'WALLET' else 'BANK' end,
        case when g % 5 < 3 then 'Vodafone Cash' end,
        case when g % 5 < 3 then '010' || lpad((g % 100000000)::text, 8, '0') end,
        case when g % 5 >= 3 then 'National Bank of Egypt' end,
        case when g % 5 >= 3 then 'EG380003000100000000000' || lpad((g % 1000000)::text, 6, '0') end,
        case when g % 5 >= 3 then 'Customer ' || g end,
        case when g % 10 = 0 then 'PENDING' when g % 10 = 1 then 'REJECTED' else 'APPROVED' end,
        case when g % 10 = 1 then 'The wallet number does not belong to the customer' end,
        (50 + (g * 37 % 4950)) * 100 + (g % 1000) * 100,
        now() - ((${counts.cashouts}::int - g) * interval '60 seconds'),
        case when g % 10 <> 0 then least(now(), now() - ((${counts.cashouts}::int - g) * interval '60 seconds') + interval '2 hours') end,
        case when g % 10 <> 0 then 'admin@lucky.app' end
      from generate_series(${start}::int, ${end}::int) g`);
  }
  return counts.cashouts;
}

/** The contest (last season's as the previous version) and the affiliate banners, version 2 each. */
async function seedConfigs(db: DbOrTx, storage: Storage, random: Random): Promise<void> {
  const [contestImage, previousImage] = await storeImages(db, storage, random, 'Contest Page', 2);
  const bannerKeys = await storeImages(db, storage, random, 'WCB Banners', 4);
  const today = new Date();
  const addDays = (days: number) => day(new Date(today.getTime() + days * 86400000));
  const ramadan = {
    titleEn: 'Ramadan cashback race',
    titleAr: 'سباق الكاش باك في رمضان',
    descriptionEn: 'The five customers who earn the most cashback during Ramadan win.',
    descriptionAr: 'يفوز أكثر خمسة عملاء يحصلون على استرداد نقدي خلال شهر رمضان.',
    startsOn: addDays(-120),
    endsOn: addDays(-90),
    prizes: [
      { titleEn: 'First place: iPhone 16', titleAr: 'المركز الأول: آيفون 16', value: '65000.00' },
      {
        titleEn: 'Second place: EGP 10,000 cashback',
        titleAr: 'المركز الثاني: 10,000 جنيه كاش باك',
        value: '10000.00',
      },
    ],
    rulesEn: 'Only confirmed orders count. One prize per customer.',
    rulesAr: 'تحتسب الطلبات المؤكدة فقط. جائزة واحدة لكل عميل.',
    imageKey: previousImage!,
    isActive: false,
  };
  const summer = {
    titleEn: 'Summer cashback challenge',
    titleAr: 'تحدي الكاش باك الصيفي',
    descriptionEn:
      'Shop through Lucky at any affiliate merchant: every EGP 100 of confirmed orders is one entry.',
    descriptionAr: 'تسوق عن طريق لاكي من أي تاجر مشارك: كل 100 جنيه من الطلبات المؤكدة فرصة للفوز.',
    startsOn: addDays(-10),
    endsOn: addDays(20),
    prizes: [
      {
        titleEn: 'Grand prize: a week in Sahel for two',
        titleAr: 'الجائزة الكبرى: أسبوع في الساحل لشخصين',
        value: '40000.00',
      },
      {
        titleEn: 'Ten winners: EGP 1,000 cashback each',
        titleAr: 'عشرة فائزين: 1,000 جنيه كاش باك لكل فائز',
        value: '1000.00',
      },
      {
        titleEn: 'Everyone who joins: double cashback for a day',
        titleAr: 'كل المشاركين: كاش باك مضاعف ليوم واحد',
      },
    ],
    rulesEn:
      'Orders must be confirmed by the merchant before the end date.\nReversed orders do not count.\nWinners are announced in the app within 14 days.',
    rulesAr:
      'يجب أن يؤكد التاجر الطلبات قبل تاريخ الانتهاء.\nلا تحتسب الطلبات الملغاة.\nيعلن الفائزون في التطبيق خلال 14 يومًا.',
    imageKey: contestImage!,
    isActive: true,
  };
  const bannersBefore = {
    banners: bannerKeys
      .slice(0, 2)
      .map((imageKey, i) => ({ imageKey, link: `lucky://affiliate/merchants/${i + 1}`, isActive: true })),
  };
  const bannersNow = {
    banners: bannerKeys.map((imageKey, i) => ({
      imageKey,
      link: i === 3 ? 'https://lucky.app/cashback' : `lucky://affiliate/merchants/${i + 1}`,
      isActive: i !== 2,
    })),
  };
  for (const [key, before, after] of [
    ['contest', ramadan, summer],
    ['banners', bannersBefore, bannersNow],
  ] as const) {
    const savedAt = new Date(today.getTime() - 12 * 86400000);
    await db
      .update(affiliateConfigVersions)
      .set({ value: before, savedAt: new Date(today.getTime() - 130 * 86400000), savedBy: 'admin@lucky.app' })
      .where(sql`${affiliateConfigVersions.key} = ${key} and ${affiliateConfigVersions.version} = 1`);
    await db
      .insert(affiliateConfigVersions)
      .values({ key, version: 2, value: after, savedAt, savedBy: 'admin@lucky.app' });
    await db
      .update(affiliateConfigs)
      .set({ value: after, version: 2, updatedAt: savedAt, updatedBy: 'admin@lucky.app' })
      .where(eq(affiliateConfigs.key, key));
  }
}
