// Checks the JavaScript the sign-in page loads (entry chunk + its static imports, gzip) against the
// budget recorded in the README. Lazy page chunks are not counted: the sign-in route never loads them.
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
const seen = new Set();
const visit = (chunk) => {
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const name of chunk.imports ?? []) visit(manifest[name]);
};
visit(entry);

// Lazy chunks the sign-in route itself imports (its page module) count too.
const signIn = Object.entries(manifest).find(([name]) => /sign-in-page\.tsx$/.test(name));
if (signIn) visit(signIn[1]);

const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
const rows = [...seen].filter((file) => file.endsWith('.js')).map((file) => [file, gz(file)]);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(
  `Sign-in route JavaScript: ${(total / 1024).toFixed(1)} kB gzip (budget ${SIGN_IN_BUDGET_KB} kB)`,
);
if (total / 1024 > SIGN_IN_BUDGET_KB) {
  console.error('Over budget: keep heavy code in lazy page chunks.');
  process.exit(1);
}
