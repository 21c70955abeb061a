import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { ARCHIVE_PREFIX, checkArchiveFile } from '../lib/audit-archive.ts';
import { auditKeysOf, configuredAuditKey } from '../lib/audit-key.ts';
import { createStorage } from '../lib/create-storage.ts';
import { commandConfig, oneArgument } from './command-config.ts';

/**
 * `npm run verify-audit-archive -- <file>`: checks an exported month of the audit log (lib/audit-archive.ts)
 * against the chain: the file whole and signed under AUDIT_KEY for this deployment, every entry's link
 * and MAC, every seal as the database holds it, the database's MAC'd record of the export, and a
 * checkpoint past it. `<file>` is a path, or a key in the file store (`audit-archives/…`). Exit 0 when
 * it holds, 1 with each problem said. With the embedded database, run it while the server is stopped.
 */
const usage =
  'Use: npm run verify-audit-archive -- <file>\n' +
  'Checks an exported month of the audit log (a path, or its key audit-archives/… in the file store) against the chain.';

async function main(): Promise<number> {
  const argument = oneArgument(usage);
  if (typeof argument === 'number') return argument;
  const config = commandConfig();
  if (!config) return 1;
  const key = configuredAuditKey(config);
  if (!key) {
    console.error(
      'Not checked: AUDIT_KEY is not set (nor DATA_DIR/audit.key there): the archive is signed with it.',
    );
    return 1;
  }
  const storage = createStorage(config);
  const name = argument;
  let file: Buffer;
  if (fs.existsSync(name)) file = fs.readFileSync(path.resolve(name));
  else if (name.startsWith(ARCHIVE_PREFIX)) {
    const stream = await storage.read(name);
    if (!stream) {
      console.error(`Not checked: ${name} is neither a file here nor in the file store.`);
      return 1;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    file = Buffer.concat(chunks);
  } else {
    console.error(`Not checked: ${name} does not exist.`);
    return 1;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrations: 'check',
  });
  try {
    const [deployment] = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'audit_deployment_id'));
    if (!deployment) {
      console.error('Not checked: this database has no audit deployment id (no server has started on it).');
      return 1;
    }
    const check = await checkArchiveFile(
      { db: database.db, keys: auditKeysOf(key), deploymentId: deployment.value, storage },
      file,
    );
    const what = check.header
      ? `${check.header.partition} (${check.header.entries} entries, seals ${check.header.firstSeq ?? '-'} to ${check.header.lastSeq ?? '-'})`
      : name;
    if (check.ok) {
      console.log(
        `OK: ${what} holds against the chain: signed under AUDIT_KEY, every link and MAC verifies, every seal is the database's, anchored by the checkpoint at ${check.anchoredBy}.`,
      );
      return 0;
    }
    console.error(`FAILED: ${what} does not hold against the chain:`);
    for (const problem of check.problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
