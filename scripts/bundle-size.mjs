// Checks the JavaScript the sign-in page loads (entry chunk + its static imports, gzip) against the
// budget recorded in the README, and reports what the browser really downloads: the brotli copies
// the build writes and the server sends (precompressed), for the sign-in page and the offers list.
// Lazy page chunks are not counted for sign-in: the sign-in route never loads them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const SIGN_IN_BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first (vite build.manifest must be on).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

/** Every JavaScript file a page loads: the entry, its static imports, and the page's own module. */
function filesFor(pagePattern) {
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const name of chunk.imports ?? []) visit(manifest[name]);
  };
  visit(entry);
  const page = Object.entries(manifest).find(([name]) => pagePattern.test(name));
  if (page) visit(page[1]);
  return [...seen].filter((file) => file.endsWith('.js'));
}
const seen = new Set(filesFor(/sign-in-page\.tsx$/));
const brotli = (file) => {
  const compressed = path.join(dist, `${file}.br`);
  return fs.existsSync(compressed) ? fs.statSync(compressed).size : fs.statSync(path.join(dist, file)).size;
};
const transferred = (files) => files.reduce((sum, file) => sum + brotli(file), 0);

const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
const rows = [...seen].filter((file) => file.endsWith('.js')).map((file) => [file, gz(file)]);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(
  `Sign-in route JavaScript: ${(total / 1024).toFixed(1)} kB gzip (budget ${SIGN_IN_BUDGET_KB} kB)`,
);
const offersList = filesFor(/offers-list-page\.tsx$/);
console.log(
  `Transferred (brotli, as served): sign-in page ${(transferred([...seen]) / 1024).toFixed(1)} kB of JavaScript, offers list ${(transferred(offersList) / 1024).toFixed(1)} kB (entry, shared chunks and its page chunk)`,
);
if (total / 1024 > SIGN_IN_BUDGET_KB) {
  console.error('Over budget: keep heavy code in lazy page chunks.');
  process.exit(1);
}
