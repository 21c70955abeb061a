import type { DbOrTx } from '../db/client.ts';
import { applicationFinancingPartners, appUsers, customerApplications } from '../db/schema.ts';
import { ensureFinancingPartners } from './financing-partners.ts';
import { createRandom, type Random } from './random.ts';

/** Governorate codes of the national id (digits 8-9) with the governorate's name as place of birth. */
export const governorates: [string, string][] = [
  ['01', 'القاهرة'],
  ['02', 'الإسكندرية'],
  ['03', 'بورسعيد'],
  ['04', 'السويس'],
  ['12', 'الدقهلية'],
  ['13', 'الشرقية'],
  ['14', 'القليوبية'],
  ['16', 'الغربية'],
  ['17', 'المنوفية'],
  ['18', 'البحيرة'],
  ['19', 'الإسماعيلية'],
  ['21', 'الجيزة'],
  ['23', 'الفيوم'],
  ['24', 'المنيا'],
  ['25', 'أسيوط'],
  ['26', 'سوهاج'],
  ['28', 'أسوان'],
  ['29', 'الأقصر'],
];

export const maleNames = [
  'أحمد',
  'محمد',
  'محمود',
  'مصطفى',
  'عمر',
  'يوسف',
  'كريم',
  'إبراهيم',
  'خالد',
  'طارق',
  'حسن',
  'علي',
  'عبد الرحمن',
  'شريف',
  'هشام',
  'وليد',
  'عمرو',
  'ياسر',
];
export const femaleNames = [
  'فاطمة',
  'مريم',
  'نور',
  'سارة',
  'منى',
  'هبة',
  'ياسمين',
  'دينا',
  'رانيا',
  'آية',
  'شيماء',
  'إيمان',
  'نهى',
  'سلمى',
];
export const elderNames = [
  'عبد الله',
  'السيد',
  'عبد العزيز',
  'فتحي',
  'سعيد',
  'جمال',
  'صلاح',
  'عادل',
  'رمضان',
  'حسين',
  'عبد الفتاح',
  'منصور',
  'زكريا',
  'إسماعيل',
];
export const familyNames = [
  'الشافعي',
  'عبد الحميد',
  'النجار',
  'المصري',
  'الشربيني',
  'سليمان',
  'البنا',
  'عثمان',
  'الجمال',
  'حجازي',
  'الدسوقي',
  'عبد الغني',
  'فرج',
  'رضوان',
  'الطوخي',
  'بدوي',
];

/** City -> districts and streets, so an address reads like a real one. */
export const places: { city: string; districts: string[]; streets: string[] }[] = [
  {
    city: 'القاهرة',
    districts: ['مدينة نصر', 'مصر الجديدة', 'المعادي', 'شبرا', 'التجمع الخامس'],
    streets: ['شارع مصطفى النحاس', 'شارع عباس العقاد', 'شارع النزهة', 'شارع 9', 'شارع التسعين الشمالي'],
  },
  {
    city: 'الجيزة',
    districts: ['الدقي', 'المهندسين', 'الهرم', 'فيصل', 'الشيخ زايد'],
    streets: [
      'شارع التحرير',
      'شارع جامعة الدول العربية',
      'شارع الهرم',
      'شارع الملك فيصل',
      'شارع البطل أحمد عبد العزيز',
    ],
  },
  {
    city: 'الإسكندرية',
    districts: ['سموحة', 'سيدي بشر', 'ميامي', 'محرم بك', 'العجمي'],
    streets: [
      'شارع فوزي معاذ',
      'طريق الحرية',
      'شارع خالد بن الوليد',
      'شارع الإسكندراني',
      'شارع جمال عبد الناصر',
    ],
  },
  {
    city: 'المنصورة',
    districts: ['حي الجامعة', 'توريل', 'المشاية'],
    streets: ['شارع الجمهورية', 'شارع قناة السويس', 'شارع الجيش'],
  },
  { city: 'طنطا', districts: ['حي أول', 'سعيد'], streets: ['شارع البحر', 'شارع الجلاء'] },
];

export const professions = [
  'مهندس مدني',
  'محاسب',
  'معلم',
  'طبيب أسنان',
  'موظف حكومي',
  'صيدلي',
  'سائق',
  'تاجر',
  'ممرض',
  'مبرمج',
  'محامٍ',
  'مدير مبيعات',
  'فني كهرباء',
  'أخصائي تسويق',
];
const partners = ['Connect Money', 'Lucky Instalments', 'Delta Consumer Finance'];
const mobilePrefixes = ['010', '011', '012', '015'];

const pad = (n: number, size: number) => String(n).padStart(size, '0');

/**
 * The check digit (14th) as commonly computed for Egyptian national ids: weights 2,7,6,5,4,3,2,7,6,5,4,3,2
 * over the first 13 digits, 11 minus the sum mod 11, 10 and 11 folding to 0 and 1.
 */
export function nationalIdCheckDigit(first13: string): number {
  const weights = [2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...first13].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return (11 - (sum % 11)) % 10;
}

/**
 * A 14-digit national id with the real structure: century (2 = 1900s, 3 = 2000s), birth date
 * yymmdd, governorate code, a 4-digit sequence whose last digit gives the gender (odd = male,
 * even = female), and the check digit.
 */
export function nationalId(birth: Date, governorate: string, male: boolean, random: Random): string {
  const year = birth.getUTCFullYear();
  const century = year >= 2000 ? '3' : '2';
  const date = `${pad(year % 100, 2)}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}`;
  const genderDigit = male ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]);
  const sequence = `${pad(random.int(0, 999), 3)}${genderDigit}`;
  const first13 = `${century}${date}${governorate}${sequence}`;
  return `${first13}${nationalIdCheckDigit(first13)}`;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type ApplicationInsert = typeof customerApplications.$inferInsert;

/** A mobile number unique to the i-th customer (7919 is coprime with 10^8, so i -> 8 digits is one-to-one). */
export const mobileOf = (i: number, random: Random) =>
  `${random.pick(mobilePrefixes)}${pad((i * 7919 + 12345) % 100000000, 8)}`;

function customer(userId: number, random: Random): ApplicationInsert {
  const male = random.next() < 0.6;
  const [code, governorate] = random.pick(governorates);
  const birth = new Date(Date.UTC(random.int(1965, 2004), random.int(0, 11), random.int(1, 28)));
  const place = random.pick(places);
  const street = random.pick(place.streets);
  const disctrict = random.pick(place.districts);
  const floor = random.int(1, 12);
  const flat = floor * 10 + random.int(1, 4);
  const buildingNumber = String(random.int(1, 180));
  return {
    userId,
    firstName: random.pick(male ? maleNames : femaleNames),
    secondName: random.pick(maleNames),
    thirdName: random.pick(elderNames),
    familyName: random.pick(familyNames),
    documentNumber: nationalId(birth, code, male, random),
    expirationDate: isoDate(new Date(Date.UTC(random.int(2026, 2033), random.int(0, 11), random.int(1, 28)))),
    birthdate: isoDate(birth),
    placeOfBirth: governorate,
    gender: male ? 1 : 2,
    phone: mobileOf(userId, random),
    address: `${street}، ${disctrict}، ${place.city}`,
    profession: random.pick(professions),
    floorFlatNumber: `الدور ${floor} - شقة ${flat}`,
    buildingNumber,
    street,
    disctrict,
    city: place.city,
  };
}

/**
 * App users and their applications with financing partner entries: realistic Egyptian customers,
 * a few bad captures the contracts must survive (missing fields, no national id, a 13-digit one),
 * and app users who have not applied for anything yet.
 */
export async function seedApplications(
  db: DbOrTx,
  random: Random,
  options: { scale: number },
): Promise<Record<string, number>> {
  const count = 40 * options.scale;
  const rows: ApplicationInsert[] = [];
  for (let i = 0; i < count; i++) rows.push(customer(100001 + i, random));

  // Bad captures, at fixed ids so staff and tests can find them.
  const missing = rows[5]!;
  Object.assign(missing, {
    birthdate: null,
    placeOfBirth: null,
    gender: null,
    profession: null,
    floorFlatNumber: null,
    buildingNumber: null,
    street: null,
    disctrict: null,
    address: null,
    expirationDate: null,
  });
  Object.assign(rows[6]!, { documentNumber: null, thirdName: null });
  Object.assign(rows[7]!, { documentNumber: rows[7]!.documentNumber!.slice(0, 13) });

  // When each customer applied, over the last 13 months (its own stream: the customers stay as they were).
  const days = createRandom(20260101 + options.scale);
  for (const row of rows)
    row.createdAt = new Date(Date.now() - days.int(1, 400) * 86_400_000 - days.int(0, 86_399_999));

  const partnerIds = await ensureFinancingPartners(db);
  const partnerRows: (typeof applicationFinancingPartners.$inferInsert)[] = [];
  for (const row of rows) {
    const entries = random.int(0, 2);
    const lines: (typeof applicationFinancingPartners.$inferInsert)[] = [];
    for (let j = 0; j < entries; j++) {
      lines.push({
        userId: row.userId,
        partnerId: partnerIds.get(partners[j % 2]!)!,
        // 1 and 2 are active (docs/requirements.md §P4); 3 and 4 stand for refused or closed lines; 0 waits for review.
        creditLineStatus: random.pick([1, 2, 2, 3, 4]),
        approvedAmount: `${random.int(5, 120) * 500}.00`,
        createdAt: row.createdAt,
      });
    }
    // A third of the customers without a line have just applied: a line waiting for a decision.
    if (entries === 0 && days.next() < 0.35) {
      lines.push({
        userId: row.userId,
        partnerId: partnerIds.get(partners[days.int(0, 2)]!)!,
        creditLineStatus: 0,
        approvedAmount: `${days.int(10, 80) * 500}.00`,
        createdAt: row.createdAt,
      });
    }
    // The line reviews apply to: the first active one, else the latest.
    const current = lines.find((line) => [1, 2].includes(line.creditLineStatus)) ?? lines.at(-1);
    if (current) current.isCurrent = true;
    partnerRows.push(...lines);
  }
  const users: (typeof appUsers.$inferInsert)[] = rows.map((row) => ({
    id: row.userId,
    phone: row.phone,
    name: [row.firstName, row.familyName].filter(Boolean).join(' '),
  }));
  const withoutApplication = 20 * options.scale;
  for (let i = 0; i < withoutApplication; i++) {
    const id = 100001 + count + i;
    const male = random.next() < 0.5;
    users.push({
      id,
      phone: mobileOf(id, random),
      name: `${random.pick(male ? maleNames : femaleNames)} ${random.pick(familyNames)}`,
    });
  }
  for (let i = 0; i < users.length; i += 1000) await db.insert(appUsers).values(users.slice(i, i + 1000));
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(customerApplications).values(rows.slice(i, i + 1000));
  for (let i = 0; i < partnerRows.length; i += 1000)
    await db.insert(applicationFinancingPartners).values(partnerRows.slice(i, i + 1000));
  return {
    'app users': users.length,
    'customer applications': rows.length,
    'financing partner entries': partnerRows.length,
  };
}
