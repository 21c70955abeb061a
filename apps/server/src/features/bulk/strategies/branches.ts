import { z } from 'zod';
import { merchants } from '../../../db/schema.ts';
import { arabicText, id, latitude, longitude, optional, phone, text } from '../cells.ts';
import { mustExist } from '../references.ts';
import { defineStrategy } from '../strategy.ts';

const branchRow = z.object({
  merchant_id: id,
  name_en: text(200),
  name_ar: arabicText(200),
  address_en: text(500),
  address_ar: arabicText(500),
  city: text(100),
  governorate: text(100),
  latitude,
  longitude,
  phone: optional(phone),
});
type BranchRow = z.output<typeof branchRow>;

export const branchesStrategy = defineStrategy<BranchRow>({
  feature: 'BranchStrategy',
  row: branchRow,
  duplicateKey: { column: 'name_en', of: (row) => `${row.merchant_id}|${row.name_en.toLowerCase()}` },
  references: (db, rows) =>
    mustExist(db, rows, 'merchant_id', merchants, 'merchantMissing', (row) => row.merchant_id),
  write: {
    table: 'branches',
    record: `merchant_id int, name_en text, name_ar text, address_en text, address_ar text, city text,
      governorate text, latitude numeric, longitude numeric, phone text`,
    values: {
      merchant_id: 'r.merchant_id',
      name_en: 'r.name_en',
      name_ar: 'r.name_ar',
      address_en: 'r.address_en',
      address_ar: 'r.address_ar',
      city: 'r.city',
      governorate: 'r.governorate',
      latitude: 'r.latitude',
      longitude: 'r.longitude',
      phone: 'r.phone',
    },
  },
});
