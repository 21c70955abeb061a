import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { createDatabase } from './database.ts';
import { instanceApi as api, signInAt as signIn, startInstance, type Instance } from './instance.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@lucky.app';
const ADMIN_PASSWORD = 'Two-Instances-Admin-Passphrase';
const KYC_PERMISSIONS = [
  'manage-applications-profile-validation',
  'manage-applications-profile-validation-id',
];

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a notification written
 * by a request to one instance reaches the Server-Sent Events stream open on the other (LISTEN/NOTIFY).
 */
describe.skipIf(!adminUrl)('notifications across server instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    const env = {
      DATABASE_URL: database.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    a = await startInstance(env);
    b = await startInstance(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('an item taken over on instance A reaches the stream of its previous holder open on instance B', async () => {
    const admin = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const email of ['ann.two@lucky.app', 'ben.two@lucky.app']) {
      const created = await api(a, 'POST', '/local-users', admin, {
        email,
        name: email,
        permissions: KYC_PERMISSIONS,
        password: 'Notified-Across-Instances-9',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
    }
    const ann = await signIn(a, 'ann.two@lucky.app', 'Notified-Across-Instances-9');
    const ben = await signIn(a, 'ben.two@lucky.app', 'Notified-Across-Instances-9');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`insert into app_users (id, phone, name) values (840001, '01018400001', 'C')`);
    await client.query(`insert into customer_applications (user_id) values (840001)`);
    const { rows } = await client.query<{ id: number }>(
      `insert into profile_validations (user_id) values (840001) returning id`,
    );
    await client.end();
    const id = rows[0]!.id;
    expect(
      (await api(a, 'POST', `/applications/profile-validations/${id}/claim`, ann, { takeover: false }))
        .status,
    ).toBe(200);

    // Ann's stream on instance B.
    const controller = new AbortController();
    const response = await fetch(`${b.url}${V2}/notifications/stream?seconds=60`, {
      headers: { authorization: `Bearer ${ann}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}: ${received}`);
        received += value;
      }
    };
    await readUntil('data: {"unread":0}');

    // Ben takes it over through instance A.
    const taken = await api(a, 'POST', `/applications/profile-validations/${id}/claim`, ben, {
      takeover: true,
    });
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    await readUntil('data: {"unread":1}');
    controller.abort();

    // And B lists it.
    const listed = await api(b, 'GET', '/notifications', ann);
    expect(listed.json.items).toEqual([
      expect.objectContaining({
        kind: 'claim.takenOver',
        params: { type: 'profile-validation', id, by: 'ben.two@lucky.app' },
      }),
    ]);
  });
});
