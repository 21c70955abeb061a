import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase } from './database.ts';
import { instanceApi, signInAt, startInstance, type Instance } from './instance.ts';

/**
 * Every migration keeps the previous release working (docs/deployment.md): the previous release's
 * server, checked out from the commit recorded here, serves on a database this version migrated,
 * beside this version's server, through a rollout's window. Move PREVIOUS_RELEASE on to the commit
 * of each release as it ships.
 */
const PREVIOUS_RELEASE = '0c2ac57d5dd22cfdb4fab0bb6e22965896b76eec';

const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');
const ADMIN = 'admin@lucky.app';
const PASSWORD = 'Previous-Release-Passphrase-42';

/**
 * The previous release's tree in a folder of its own (`git archive`: nothing of this checkout's git
 * state changes), with this checkout's installed packages but its own workspace packages (its contract).
 */
function checkOut(commit: string): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-previous-release-'));
  const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', commit], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  const modules = path.join(tree, 'node_modules');
  fs.mkdirSync(path.join(modules, '@cmt'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@cmt' || name === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  // Relative links (../../packages/contract): inside the tree, they point at its own packages.
  for (const name of fs.readdirSync(path.join(root, 'node_modules/@cmt')))
    fs.symlinkSync(
      fs.readlinkSync(path.join(root, 'node_modules/@cmt', name)),
      path.join(modules, '@cmt', name),
    );
  return tree;
}

describe.skipIf(!adminUrl)('the previous release on this version’s schema', () => {
  let tree: string;
  let newer: Instance | undefined;
  let older: Instance | undefined;
  let drop = async () => {};
  let categoryId: number;

  beforeAll(async () => {
    tree = checkOut(PREVIOUS_RELEASE);
    const database = await createDatabase(adminUrl!);
    drop = database.drop;
    // This version's `npm run migrate`, as a rollout's first step.
    await migrateDatabase(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    categoryId = (
      await client.query<{ id: number }>(
        "insert into categories (name_en, name_ar) values ('Food', 'طعام') returning id",
      )
    ).rows[0]!.id;
    await client.end();
    const env = { DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD };
    newer = await startInstance(env);
    older = await startInstance(env, path.join(tree, 'apps/server/src/server.ts'));
  }, 240_000);
  afterAll(async () => {
    await older?.stop();
    await newer?.stop();
    await drop();
    if (tree) fs.rmSync(tree, { recursive: true, force: true });
  });

  const merchant = (nameEn: string) => ({
    nameEn,
    nameAr: 'سيلانترو',
    descriptionEn: 'Coffee',
    descriptionAr: 'قهوة',
    categoryId,
    website: 'https://www.cilantrocafe.net',
    hotline: '19069',
    isActive: true,
    branches: [],
  });

  it('serves beside this version: ready, signs in, lists, and each reads what the other wrote', async () => {
    for (const server of [older!, newer!]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const tokens = new Map<Instance, string>();
    for (const server of [older!, newer!]) tokens.set(server, await signInAt(server, ADMIN, PASSWORD));

    const pairs = [
      [older!, newer!, 'Written by the previous release'],
      [newer!, older!, 'Written by this version'],
    ] as const;
    for (const [writer, reader, nameEn] of pairs) {
      const created = await instanceApi(
        writer,
        'POST',
        '/merchants/create',
        tokens.get(writer),
        merchant(nameEn),
      );
      expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
      const read = await instanceApi(reader, 'GET', `/merchants/get/${created.json.id}`, tokens.get(reader));
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ nameEn, categoryId });
    }
    for (const server of [older!, newer!]) {
      const list = await instanceApi(server, 'GET', '/merchants/list', tokens.get(server));
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(2);
      expect((await instanceApi(server, 'GET', '/local-users', tokens.get(server))).status).toBe(200);
      expect((await instanceApi(server, 'GET', '/audit-log', tokens.get(server))).status).toBe(200);
    }
  });
});
