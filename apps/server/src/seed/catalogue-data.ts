import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cairoDate } from '@cmt/contract/cairo-time';
import type { DbOrTx } from '../db/client.ts';
import {
  categories,
  customCategories,
  files,
  offerTags,
  onboardingOffers,
  popularOffers,
} from '../db/schema.ts';
import type { Storage } from '../lib/storage.ts';
import { bannerImage } from './png.ts';
import type { Random } from './random.ts';

export interface CatalogueSeedOptions {
  storage: Storage;
  /** 1 = demo size: 60 merchants, 300 branches, 1,500 offers. */
  scale: number;
  /** Exact counts, for benchmarks (override what `scale` gives). */
  counts?: { merchants: number; branches: number; offers: number };
}

type Pair = readonly [en: string, ar: string];

const categoryNames: Pair[] = [
  ['Groceries', 'سوبر ماركت'],
  ['Electronics', 'إلكترونيات'],
  ['Food delivery', 'توصيل طعام'],
  ['Telecom', 'اتصالات'],
  ['Restaurants', 'مطاعم'],
  ['Beauty', 'تجميل'],
  ['Fashion', 'أزياء'],
  ['Pharmacies', 'صيدليات'],
  ['Travel', 'سفر'],
  ['Entertainment', 'ترفيه'],
  ['Home and furniture', 'منزل وأثاث'],
  ['Cafés and sweets', 'مقاهي وحلويات'],
];

/** Real Egyptian brands, each with its category (index into categoryNames). */
const brands: { en: string; ar: string; category: number; site: string; hotline: string }[] = [
  { en: 'Carrefour', ar: 'كارفور', category: 0, site: 'carrefouregypt.com', hotline: '16061' },
  { en: 'Spinneys', ar: 'سبينيس', category: 0, site: 'spinneys-egypt.com', hotline: '19099' },
  { en: 'Metro Market', ar: 'مترو ماركت', category: 0, site: 'metro-markets.com', hotline: '19619' },
  { en: 'Seoudi Market', ar: 'أسواق سعودي', category: 0, site: 'seoudisupermarket.com', hotline: '19585' },
  { en: 'Kazyon', ar: 'كازيون', category: 0, site: 'kazyon.com', hotline: '16992' },
  { en: 'Hyper One', ar: 'هايبر وان', category: 0, site: 'hyperone.com.eg', hotline: '19291' },
  { en: 'B.TECH', ar: 'بي تك', category: 1, site: 'btech.com', hotline: '19966' },
  { en: 'Raya Shop', ar: 'راية شوب', category: 1, site: 'rayashop.com', hotline: '19312' },
  { en: '2B', ar: 'تو بي', category: 1, site: '2b.com.eg', hotline: '19889' },
  { en: 'Tradeline', ar: 'تريدلاين', category: 1, site: 'tradelinestores.com', hotline: '19339' },
  { en: 'El Araby', ar: 'العربي', category: 1, site: 'elarabygroup.com', hotline: '19319' },
  { en: 'Dream 2000', ar: 'دريم ٢٠٠٠', category: 1, site: 'dream2000.com', hotline: '19399' },
  { en: 'Talabat', ar: 'طلبات', category: 2, site: 'talabat.com', hotline: '19944' },
  { en: 'Breadfast', ar: 'بريدفاست', category: 2, site: 'breadfast.com', hotline: '16070' },
  { en: 'Rabbit', ar: 'رابيت', category: 2, site: 'rabbitmart.com', hotline: '16222' },
  { en: 'Elmenus', ar: 'المنيوز', category: 2, site: 'elmenus.com', hotline: '16234' },
  { en: 'Vodafone', ar: 'فودافون', category: 3, site: 'vodafone.com.eg', hotline: '888' },
  { en: 'Orange', ar: 'أورنج', category: 3, site: 'orange.eg', hotline: '110' },
  { en: 'Etisalat by e&', ar: 'اتصالات من إي آند', category: 3, site: 'etisalat.eg', hotline: '333' },
  { en: 'WE', ar: 'وي', category: 3, site: 'te.eg', hotline: '111' },
  { en: 'Cilantro', ar: 'سيلانترو', category: 11, site: 'cilantrocafe.net', hotline: '19069' },
  { en: 'Costa Coffee', ar: 'كوستا كافيه', category: 11, site: 'costacoffee.com.eg', hotline: '16106' },
  { en: 'El Abd', ar: 'العبد', category: 11, site: 'elabd.com', hotline: '19911' },
  { en: 'TBS', ar: 'تي بي إس', category: 11, site: 'tbsegypt.com', hotline: '19972' },
  { en: 'Koshary El Tahrir', ar: 'كشري التحرير', category: 4, site: 'kosharyeltahrir.com', hotline: '19719' },
  { en: "Mo'men", ar: 'مؤمن', category: 4, site: 'momen.com.eg', hotline: '19000' },
  { en: 'Abou Tarek', ar: 'أبو طارق', category: 4, site: 'aboutarek.com', hotline: '19882' },
  { en: 'Buffalo Burger', ar: 'بافلو برجر', category: 4, site: 'buffaloburger.com', hotline: '19914' },
  { en: 'Zooba', ar: 'زووبا', category: 4, site: 'zoobaeats.com', hotline: '16082' },
  { en: 'Gad', ar: 'جاد', category: 4, site: 'gad.com.eg', hotline: '19403' },
  { en: 'Sephora Egypt', ar: 'سيفورا مصر', category: 5, site: 'sephora.eg', hotline: '16868' },
  { en: 'Faces', ar: 'فيسز', category: 5, site: 'faces.com.eg', hotline: '16052' },
  {
    en: 'Bath & Body Works',
    ar: 'باث آند بودي ووركس',
    category: 5,
    site: 'bathandbodyworks.com.eg',
    hotline: '16052',
  },
  { en: 'LC Waikiki', ar: 'إل سي وايكيكي', category: 6, site: 'lcwaikiki.com.eg', hotline: '19596' },
  { en: 'Town Team', ar: 'تاون تيم', category: 6, site: 'towntm.com', hotline: '19396' },
  { en: 'Concrete', ar: 'كونكريت', category: 6, site: 'concrete.com.eg', hotline: '19555' },
  { en: 'Defacto', ar: 'ديفاكتو', category: 6, site: 'defacto.com.eg', hotline: '16600' },
  { en: 'Adidas Egypt', ar: 'أديداس مصر', category: 6, site: 'adidas.com.eg', hotline: '16033' },
  {
    en: 'El Ezaby Pharmacy',
    ar: 'صيدليات العزبي',
    category: 7,
    site: 'elezabypharmacy.com',
    hotline: '19600',
  },
  { en: 'Seif Pharmacies', ar: 'صيدليات سيف', category: 7, site: 'seifonline.com', hotline: '19199' },
  { en: 'Misr Pharmacies', ar: 'صيدليات مصر', category: 7, site: 'misrpharmacies.com', hotline: '19110' },
  { en: 'EgyptAir', ar: 'مصر للطيران', category: 8, site: 'egyptair.com', hotline: '1717' },
  { en: 'Go Bus', ar: 'جو باص', category: 8, site: 'go-bus.com', hotline: '19567' },
  { en: 'Travco', ar: 'ترافكو', category: 8, site: 'travco.com', hotline: '19058' },
  { en: 'Swvl', ar: 'سويفل', category: 8, site: 'swvl.com', hotline: '16939' },
  { en: 'VOX Cinemas', ar: 'فوكس سينما', category: 9, site: 'voxcinemas.com', hotline: '16869' },
  {
    en: 'Cairo Festival City',
    ar: 'كايرو فستيفال سيتي',
    category: 9,
    site: 'cairofestivalcity.com',
    hotline: '16263',
  },
  { en: 'KidZania Cairo', ar: 'كيدزانيا القاهرة', category: 9, site: 'kidzania.com.eg', hotline: '16595' },
  { en: 'Magic Planet', ar: 'ماجيك بلانت', category: 9, site: 'magicplanet.com.eg', hotline: '16644' },
  { en: 'IKEA Egypt', ar: 'إيكيا مصر', category: 10, site: 'ikea.com/eg', hotline: '16166' },
  { en: 'Homzmart', ar: 'هومزمارت', category: 10, site: 'homzmart.com', hotline: '16339' },
  { en: 'Kiriazi', ar: 'كريازي', category: 10, site: 'kiriazi.com', hotline: '19224' },
  { en: 'Jumia', ar: 'جوميا', category: 1, site: 'jumia.com.eg', hotline: '19586' },
  { en: 'Noon', ar: 'نون', category: 1, site: 'noon.com', hotline: '16358' },
  { en: 'Gourmet Egypt', ar: 'جورميه مصر', category: 0, site: 'gourmetegypt.com', hotline: '16723' },
  { en: 'On The Run', ar: 'أون ذا رن', category: 0, site: 'ontherun.com.eg', hotline: '19095' },
  { en: 'Starbucks Egypt', ar: 'ستاربكس مصر', category: 11, site: 'starbucks.eg', hotline: '16150' },
  { en: 'Cook Door', ar: 'كوك دور', category: 4, site: 'cookdoor.com.eg', hotline: '19096' },
  { en: 'Mince', ar: 'مينس', category: 4, site: 'mince.com.eg', hotline: '15050' },
  { en: 'Hardee’s Egypt', ar: 'هارديز مصر', category: 4, site: 'hardees-egypt.com', hotline: '19066' },
];

/** Neighbourhoods with a main street and a centre point; branches scatter a few hundred metres around it. */
const areas: { city: Pair; governorate: Pair; street: Pair; lat: number; lng: number }[] = [
  {
    city: ['Nasr City', 'مدينة نصر'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['Abbas El Akkad St', 'شارع عباس العقاد'],
    lat: 30.0561,
    lng: 31.33,
  },
  {
    city: ['Heliopolis', 'مصر الجديدة'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['El Merghany St', 'شارع الميرغني'],
    lat: 30.089,
    lng: 31.322,
  },
  {
    city: ['Maadi', 'المعادي'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['Road 9', 'شارع 9'],
    lat: 29.9602,
    lng: 31.2569,
  },
  {
    city: ['Zamalek', 'الزمالك'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['26th of July St', 'شارع 26 يوليو'],
    lat: 30.0626,
    lng: 31.2197,
  },
  {
    city: ['Downtown', 'وسط البلد'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['Talaat Harb St', 'شارع طلعت حرب'],
    lat: 30.0478,
    lng: 31.2394,
  },
  {
    city: ['New Cairo', 'القاهرة الجديدة'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['North 90th St', 'شارع التسعين الشمالي'],
    lat: 30.0282,
    lng: 31.4716,
  },
  {
    city: ['Shubra', 'شبرا'],
    governorate: ['Cairo', 'القاهرة'],
    street: ['Shubra St', 'شارع شبرا'],
    lat: 30.0815,
    lng: 31.2445,
  },
  {
    city: ['Dokki', 'الدقي'],
    governorate: ['Giza', 'الجيزة'],
    street: ['El Tahrir St', 'شارع التحرير'],
    lat: 30.0385,
    lng: 31.211,
  },
  {
    city: ['Mohandessin', 'المهندسين'],
    governorate: ['Giza', 'الجيزة'],
    street: ['Gameat El Dowal El Arabeya St', 'شارع جامعة الدول العربية'],
    lat: 30.0571,
    lng: 31.2003,
  },
  {
    city: ['Sheikh Zayed', 'الشيخ زايد'],
    governorate: ['Giza', 'الجيزة'],
    street: ['Central Axis', 'المحور المركزي'],
    lat: 30.0394,
    lng: 30.9841,
  },
  {
    city: ['6th of October', 'السادس من أكتوبر'],
    governorate: ['Giza', 'الجيزة'],
    street: ['Central Axis', 'المحور المركزي'],
    lat: 29.9668,
    lng: 30.9432,
  },
  {
    city: ['Haram', 'الهرم'],
    governorate: ['Giza', 'الجيزة'],
    street: ['El Haram St', 'شارع الهرم'],
    lat: 29.9926,
    lng: 31.1605,
  },
  {
    city: ['Smouha', 'سموحة'],
    governorate: ['Alexandria', 'الإسكندرية'],
    street: ['Victor Emmanuel St', 'شارع فيكتور عمانويل'],
    lat: 31.2156,
    lng: 29.9553,
  },
  {
    city: ['Sidi Gaber', 'سيدي جابر'],
    governorate: ['Alexandria', 'الإسكندرية'],
    street: ['Port Said St', 'شارع بورسعيد'],
    lat: 31.2185,
    lng: 29.942,
  },
  {
    city: ['Stanley', 'ستانلي'],
    governorate: ['Alexandria', 'الإسكندرية'],
    street: ['El Geish Rd', 'طريق الجيش'],
    lat: 31.2355,
    lng: 29.9486,
  },
  {
    city: ['Mansoura', 'المنصورة'],
    governorate: ['Dakahlia', 'الدقهلية'],
    street: ['El Gomhoreya St', 'شارع الجمهورية'],
    lat: 31.0409,
    lng: 31.3785,
  },
  {
    city: ['Tanta', 'طنطا'],
    governorate: ['Gharbia', 'الغربية'],
    street: ['El Bahr St', 'شارع البحر'],
    lat: 30.7865,
    lng: 31.0004,
  },
  {
    city: ['Hurghada', 'الغردقة'],
    governorate: ['Red Sea', 'البحر الأحمر'],
    street: ['Sheraton Rd', 'طريق الشيراتون'],
    lat: 27.2579,
    lng: 33.8116,
  },
  {
    city: ['Port Said', 'بورسعيد'],
    governorate: ['Port Said', 'بورسعيد'],
    street: ['Palestine St', 'شارع فلسطين'],
    lat: 31.2653,
    lng: 32.3019,
  },
  {
    city: ['Assiut', 'أسيوط'],
    governorate: ['Assiut', 'أسيوط'],
    street: ['El Nemis St', 'شارع النميس'],
    lat: 27.1809,
    lng: 31.1837,
  },
];

/** What an offer is on, per category. */
const subjects: Pair[][] = [
  [
    ['fresh produce', 'الخضروات والفواكه الطازجة'],
    ['the weekly basket', 'سلة المشتريات الأسبوعية'],
    ['dairy and bakery', 'الألبان والمخبوزات'],
  ],
  [
    ['smartphones', 'الهواتف الذكية'],
    ['laptops', 'أجهزة اللابتوب'],
    ['home appliances', 'الأجهزة المنزلية'],
    ['TVs', 'الشاشات'],
  ],
  [
    ['your first order', 'أول طلب'],
    ['orders above EGP 300', 'الطلبات فوق 300 جنيه'],
    ['grocery delivery', 'توصيل البقالة'],
  ],
  [
    ['mobile internet bundles', 'باقات الإنترنت'],
    ['home internet', 'الإنترنت المنزلي'],
    ['new lines', 'الخطوط الجديدة'],
  ],
  [
    ['family meals', 'الوجبات العائلية'],
    ['lunch combos', 'وجبات الغداء'],
    ['the whole menu', 'قائمة الطعام بالكامل'],
  ],
  [
    ['fragrances', 'العطور'],
    ['skincare', 'منتجات العناية بالبشرة'],
    ['makeup', 'المكياج'],
  ],
  [
    ['the new collection', 'المجموعة الجديدة'],
    ['kids wear', 'ملابس الأطفال'],
    ['shoes', 'الأحذية'],
  ],
  [
    ['vitamins', 'الفيتامينات'],
    ['baby care', 'مستلزمات الأطفال'],
    ['medical devices', 'الأجهزة الطبية'],
  ],
  [
    ['domestic flights', 'الرحلات الداخلية'],
    ['Sahel trips', 'رحلات الساحل'],
    ['bus tickets', 'تذاكر الأتوبيس'],
  ],
  [
    ['movie tickets', 'تذاكر السينما'],
    ['family days out', 'الرحلات العائلية'],
    ['game cards', 'كروت الألعاب'],
  ],
  [
    ['furniture', 'الأثاث'],
    ['kitchenware', 'أدوات المطبخ'],
    ['bedding', 'المفروشات'],
  ],
  [
    ['hot drinks', 'المشروبات الساخنة'],
    ['oriental sweets', 'الحلويات الشرقية'],
    ['breakfast', 'الإفطار'],
  ],
];

const tagNames: Pair[] = [
  ['Ramadan', 'رمضان'],
  ['Eid', 'العيد'],
  ['Back to school', 'العودة للمدارس'],
  ['Summer', 'الصيف'],
  ['White Friday', 'الجمعة البيضاء'],
  ['Weekend', 'نهاية الأسبوع'],
  ['New users', 'مستخدمون جدد'],
  ['Instalments', 'تقسيط'],
  ['Online only', 'أونلاين فقط'],
  ['Family', 'العائلة'],
  ['Students', 'الطلاب'],
  ['Lucky One card', 'كارت لاكي وان'],
];

const palette: [number, number, number][] = [
  [212, 175, 55],
  [198, 40, 40],
  [21, 101, 192],
  [46, 125, 50],
  [106, 27, 154],
  [239, 108, 0],
];

const pad = (n: number) => String(n).padStart(2, '0');
const arabicMonths = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
/** "9 أكتوبر 2026": a date inside Arabic text that reads the same whatever the bidi reordering. */
const arabicDay = (date: Date) =>
  `${date.getUTCDate()} ${arabicMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

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

/**
 * Inserts rows column-wise through `unnest` in chunks: one statement per chunk with one array
 * parameter per column, so 200k rows go in within seconds on PGlite and PostgreSQL alike.
 */
async function insertColumns(
  db: DbOrTx,
  table: string,
  columns: Record<string, { type: string; values: unknown[] }>,
  chunk = 5000,
): Promise<void> {
  const names = Object.keys(columns);
  const length = columns[names[0]!]!.values.length;
  for (let start = 0; start < length; start += chunk) {
    const end = Math.min(length, start + chunk);
    const arrays = names.map((name) => {
      const { type, values } = columns[name]!;
      return sql`${sql.param(values.slice(start, end))}::${sql.raw(type)}[]`;
    });
    const targets = names.map((name) =>
      name === 'tags' ? sql.raw(`string_to_array(tags, '|')`) : sql.raw(`"${name}"`),
    );
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${sql.join(
        names.map((name) => sql.raw(`"${name}"`)),
        sql`, `,
      )}) select ${sql.join(targets, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(
        names.map((name) => sql.raw(`"${name}"`)),
        sql`, `,
      )})`,
    );
  }
}

/**
 * Categories, merchants (real Egyptian brands, then their neighbourhood outlets at larger scales),
 * branches with addresses and coordinates, bilingual offers, tags, the popular and onboarding
 * selections and one customized category.
 */
export async function seedCatalogue(db: DbOrTx, random: Random, options: CatalogueSeedOptions) {
  const counts = options.counts ?? {
    merchants: Math.round(60 * options.scale),
    branches: Math.round(300 * options.scale),
    offers: Math.round(1500 * options.scale),
  };

  const categoryRows = await db
    .insert(categories)
    .values(categoryNames.map(([nameEn, nameAr]) => ({ nameEn, nameAr })))
    .returning({ id: categories.id });
  const categoryIds = categoryRows.map((row) => row.id);
  await db
    .insert(offerTags)
    .values(tagNames.map(([nameEn, nameAr]) => ({ nameEn, nameAr })))
    .onConflictDoNothing();

  const logoKeys = await storeImages(db, options.storage, random, 'Merchant Logos', 8);
  const offerImageKeys = await storeImages(db, options.storage, random, 'Offer Logo', 12);

  // Merchants: the brands themselves first, then outlets named after a neighbourhood.
  const merchantBrand: number[] = [];
  const m = {
    name_en: [] as string[],
    name_ar: [] as string[],
    description_en: [] as string[],
    description_ar: [] as string[],
  };
  const mExtra = {
    category_id: [] as number[],
    logo_key: [] as (string | null)[],
    website: [] as string[],
    hotline: [] as string[],
    is_active: [] as boolean[],
  };
  for (let i = 0; i < counts.merchants; i++) {
    const brandIndex = i % brands.length;
    const brand = brands[brandIndex]!;
    const round = Math.floor(i / brands.length);
    const area = areas[(i * 7 + round) % areas.length]!;
    const suffixEn = round === 0 ? '' : ` ${area.city[0]}${round > areas.length ? ` ${round}` : ''}`;
    const suffixAr = round === 0 ? '' : ` ${area.city[1]}${round > areas.length ? ` ${round}` : ''}`;
    const [categoryEn, categoryAr] = categoryNames[brand.category]!;
    merchantBrand.push(brandIndex);
    m.name_en.push(brand.en + suffixEn);
    m.name_ar.push(brand.ar + suffixAr);
    m.description_en.push(`${brand.en}: ${categoryEn.toLowerCase()} across Egypt. Hotline ${brand.hotline}.`);
    m.description_ar.push(`${brand.ar}: ${categoryAr} في جميع أنحاء مصر. الخط الساخن ${brand.hotline}.`);
    mExtra.category_id.push(categoryIds[brand.category]!);
    mExtra.logo_key.push(random.next() < 0.8 ? random.pick(logoKeys) : null);
    mExtra.website.push(`https://www.${brand.site}`);
    mExtra.hotline.push(brand.hotline);
    mExtra.is_active.push(random.next() < 0.93);
  }
  const firstMerchant = await nextId(db, 'merchants');
  await insertColumns(db, 'merchants', {
    id: { type: 'int', values: m.name_en.map((_, i) => firstMerchant + i) },
    name_en: { type: 'text', values: m.name_en },
    name_ar: { type: 'text', values: m.name_ar },
    description_en: { type: 'text', values: m.description_en },
    description_ar: { type: 'text', values: m.description_ar },
    category_id: { type: 'int', values: mExtra.category_id },
    logo_key: { type: 'text', values: mExtra.logo_key },
    website: { type: 'text', values: mExtra.website },
    hotline: { type: 'text', values: mExtra.hotline },
    is_active: { type: 'boolean', values: mExtra.is_active },
  });
  const merchantIdAt = (i: number) => firstMerchant + i;

  // Branches: spread over the merchants, in a neighbourhood each, a few hundred metres from its centre.
  const b: Record<string, unknown[]> = {
    id: [],
    merchant_id: [],
    name_en: [],
    name_ar: [],
    address_en: [],
    address_ar: [],
    city: [],
    governorate: [],
    latitude: [],
    longitude: [],
    phone: [],
  };
  const branchesOfMerchant: number[][] = Array.from({ length: counts.merchants }, () => []);
  const firstBranch = await nextId(db, 'branches');
  for (let i = 0; i < counts.branches; i++) {
    const merchant = i < counts.merchants ? i : random.int(0, counts.merchants - 1);
    const brand = brands[merchantBrand[merchant]!]!;
    const area = random.pick(areas);
    const building = random.int(1, 180);
    branchesOfMerchant[merchant]!.push(firstBranch + i);
    b.id!.push(firstBranch + i);
    b.merchant_id!.push(merchantIdAt(merchant));
    b.name_en!.push(`${brand.en} ${area.city[0]}`);
    b.name_ar!.push(`${brand.ar} ${area.city[1]}`);
    b.address_en!.push(`${building} ${area.street[0]}, ${area.city[0]}, ${area.governorate[0]}`);
    b.address_ar!.push(`${building} ${area.street[1]}، ${area.city[1]}، ${area.governorate[1]}`);
    b.city!.push(area.city[0]);
    b.governorate!.push(area.governorate[0]);
    b.latitude!.push((area.lat + (random.next() - 0.5) * 0.02).toFixed(6));
    b.longitude!.push((area.lng + (random.next() - 0.5) * 0.02).toFixed(6));
    b.phone!.push(random.next() < 0.7 ? `02${random.int(20000000, 29999999)}` : null);
  }
  const types: Record<string, string> = {
    id: 'int',
    merchant_id: 'int',
    latitude: 'numeric',
    longitude: 'numeric',
  };
  await insertColumns(
    db,
    'branches',
    Object.fromEntries(
      Object.entries(b).map(([name, values]) => [name, { type: types[name] ?? 'text', values }]),
    ),
  );

  // Offers.
  const o: Record<string, unknown[]> = {
    id: [],
    kind: [],
    title_en: [],
    title_ar: [],
    description_en: [],
    description_ar: [],
    terms_en: [],
    terms_ar: [],
    merchant_id: [],
    category_id: [],
    discount_type: [],
    discount_value: [],
    starts_at: [],
    ends_at: [],
    status: [],
    image_key: [],
    tags: [],
  };
  const offerBranchPairs: { offer: number[]; branch: number[] } = { offer: [], branch: [] };
  const firstOffer = await nextId(db, 'offers');
  // Around today (Cairo), so the demo always has ended, running and coming offers: starts from 150
  // days ago to 90 days ahead, each running 14 to 120 days. The same day gives the same data.
  const today = cairoDate();
  const base = Date.parse(`${today}T00:00:00Z`) - 150 * 86400000;
  for (let i = 0; i < counts.offers; i++) {
    const merchant = i % counts.merchants;
    const brand = brands[merchantBrand[merchant]!]!;
    const [subjectEn, subjectAr] = random.pick(subjects[brand.category]!);
    const typeRoll = random.next();
    const type = typeRoll < 0.55 ? 'PERCENTAGE' : typeRoll < 0.8 ? 'CASHBACK' : 'FIXED_AMOUNT';
    const value =
      type === 'FIXED_AMOUNT'
        ? random.pick([50, 75, 100, 150, 200, 250, 500])
        : random.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    const merchantEn = m.name_en[merchant]!;
    const merchantAr = m.name_ar[merchant]!;
    const [titleEn, titleAr] =
      type === 'PERCENTAGE'
        ? [`${value}% off ${subjectEn} at ${merchantEn}`, `خصم ${value}٪ على ${subjectAr} من ${merchantAr}`]
        : type === 'CASHBACK'
          ? [
              `${value}% cashback on ${subjectEn} at ${merchantEn}`,
              `استرداد نقدي ${value}٪ على ${subjectAr} من ${merchantAr}`,
            ]
          : [
              `EGP ${value} off ${subjectEn} at ${merchantEn}`,
              `خصم ${value} جنيه على ${subjectAr} من ${merchantAr}`,
            ];
    const start = new Date(base + random.int(0, 240) * 86400000);
    const end = new Date(start.getTime() + random.int(14, 120) * 86400000);
    const statusRoll = random.next();
    const kind = random.next() < 0.1 ? 'CARD' : 'REGULAR';
    o.id!.push(firstOffer + i);
    o.kind!.push(kind);
    o.title_en!.push(titleEn);
    o.title_ar!.push(titleAr);
    o.description_en!.push(
      `Pay with your Lucky app and get ${titleEn.startsWith('EGP') ? titleEn : titleEn.charAt(0).toLowerCase() + titleEn.slice(1)}. Valid at all participating branches.`,
    );
    o.description_ar!.push(`ادفع بتطبيق لاكي واحصل على ${titleAr}. صالح في جميع الفروع المشاركة.`);
    o.terms_en!.push(
      `Valid until ${isoDay(end)}. Once per customer per day. Cannot be combined with other offers.`,
    );
    o.terms_ar!.push(`صالح حتى ${arabicDay(end)}. مرة واحدة لكل عميل في اليوم. لا يجمع مع عروض أخرى.`);
    o.merchant_id!.push(merchantIdAt(merchant));
    o.category_id!.push(categoryIds[brand.category]!);
    o.discount_type!.push(type);
    o.discount_value!.push(value.toFixed(2));
    o.starts_at!.push(isoDay(start));
    o.ends_at!.push(isoDay(end));
    o.status!.push(statusRoll < 0.6 ? 'ACTIVE' : statusRoll < 0.75 ? 'DRAFT' : 'INACTIVE');
    o.image_key!.push(random.next() < 0.85 ? random.pick(offerImageKeys) : null);
    const tags = tagNames.filter(() => random.next() < 0.12).map(([en]) => en);
    if (kind === 'CARD') tags.push('Lucky One card');
    o.tags!.push([...new Set(tags)].join('|'));
    const own = branchesOfMerchant[merchant]!;
    const picked = own.filter(() => random.next() < 0.5).slice(0, 3);
    for (const branch of picked) {
      offerBranchPairs.offer.push(firstOffer + i);
      offerBranchPairs.branch.push(branch);
    }
  }
  const offerTypes: Record<string, string> = {
    id: 'int',
    merchant_id: 'int',
    category_id: 'int',
    discount_value: 'numeric',
    starts_at: 'date',
    ends_at: 'date',
  };
  await insertColumns(
    db,
    'offers',
    Object.fromEntries(
      Object.entries(o).map(([name, values]) => [name, { type: offerTypes[name] ?? 'text', values }]),
    ),
  );
  for (const table of ['merchants', 'branches', 'offers']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.raw(`"${table}"`)}))`,
    );
  }
  await insertColumns(db, 'offer_branches', {
    offer_id: { type: 'int', values: offerBranchPairs.offer },
    branch_id: { type: 'int', values: offerBranchPairs.branch },
  });

  // Popular and onboarding selections, and one customized category, from regular offers running today.
  const active: number[] = [];
  for (let i = 0; i < counts.offers && active.length < 40; i += 7) {
    const running = (o.starts_at![i] as string) <= today && (o.ends_at![i] as string) >= today;
    if (o.status![i] === 'ACTIVE' && o.kind![i] === 'REGULAR' && running) active.push(firstOffer + i);
  }
  const popular = active.slice(0, 10);
  const onboarding = active.slice(10, 16);
  if (popular.length)
    await db.insert(popularOffers).values(popular.map((offerId, i) => ({ offerId, priority: i + 1 })));
  if (onboarding.length) {
    await db.insert(onboardingOffers).values(onboarding.map((offerId, i) => ({ offerId, position: i + 1 })));
  }
  await db
    .insert(customCategories)
    .values({ nameEn: 'Ramadan picks', nameAr: 'اختيارات رمضان', offerIds: active.slice(16, 24) });

  return {
    categories: categoryNames.length,
    merchants: counts.merchants,
    branches: counts.branches,
    offers: counts.offers,
    'offer tags': tagNames.length,
    'popular offers': popular.length,
    'onboarding offers': onboarding.length,
  };
}

/** The first free id of a table: the seed sets ids itself (to link rows without reading them back), then moves the sequence past them. */
async function nextId(db: DbOrTx, table: 'merchants' | 'branches' | 'offers'): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max(id), 0)::int + 1 as id from ${sql.raw(`"${table}"`)}`,
  );
  return Number((result.rows[0] as { id: number }).id);
}
