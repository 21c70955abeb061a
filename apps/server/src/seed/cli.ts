import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/create-storage.ts';
import { seedDemoData } from './demo-data.ts';
import { holdsData } from './seed-if-empty.ts';

/** `npm run seed [-- --scale N]`: loads demo data into DATABASE_URL or the embedded database. */
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number of 1 or more');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Seeding twice would repeat the demo rows (their ids are fixed): a database that holds data is left as it is.
if (await holdsData(database.db)) {
  const where = config.DATABASE_URL
    ? 'the database at DATABASE_URL'
    : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  console.log(`Already seeded: ${where} already holds data, so nothing was added.`);
  if (!config.DATABASE_URL) {
    console.log(
      `To start again from fresh demo data, stop the server and delete ${path.resolve(config.DATA_DIR)}; the next start (or npm run seed) fills it anew.`,
    );
  }
  await database.close();
  process.exit(0);
}
const started = Date.now();
const summary = await seedDemoData(database.db, {
  storage: createStorage(config),
  scale,
  productDomain: config.productDomain,
  staffPassword: config.DEMO_STAFF_PASSWORD,
});
// A password that came from the environment is never printed (as ADMIN_PASSWORD).
if (config.DEMO_STAFF_PASSWORD) summary['demo staff password'] = 'the one in DEMO_STAFF_PASSWORD';
console.log(`Seeded in ${Date.now() - started} ms:`, summary);
await database.close();
