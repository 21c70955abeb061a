import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/create-storage.ts';
import { seedDemoData } from './demo-data.ts';

/** `npm run seed [-- --scale N]`: loads demo data into DATABASE_URL or the embedded database. */
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number of 1 or more');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = Date.now();
const summary = await seedDemoData(database.db, {
  storage: createStorage(config),
  scale,
  productDomain: config.productDomain,
});
console.log(`Seeded in ${Date.now() - started} ms:`, summary);
await database.close();
