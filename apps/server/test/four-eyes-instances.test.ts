import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { instanceApi as api, signInAt as signIn, startInstance, type Instance } from './instance.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@lucky.app';
const ADMIN_PASSWORD = 'Four-Eyes-Instances-Passphrase';
const PASSWORD = 'Puppet-Account-Passphrase-7';

/**
 * Four-eyes ties (docs/four-eyes.md) on two server processes sharing one PostgreSQL database, as
 * behind a load balancer: a tie made on one instance is seen by the other, and after a restart.
 */
describe.skipIf(!adminUrl)('four-eyes ties across server instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    env = {
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

  it('an account the admin made on one instance cannot approve the admin’s request on the other, nor after a restart', async () => {
    const admin = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The only administrator: the account applies at once (nobody could check it), and is tied to them.
    const created = await api(a, 'POST', '/local-users', admin, {
      email: 'puppet@lucky.app',
      name: 'Puppet',
      permissions: ['manage-cmt'],
      password: PASSWORD,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const held = await api(a, 'PUT', '/approvals/policies/credit-line.change-limit', admin, {
      enabled: false,
    });
    expect(held.status).toBe(202);
    const approve = async (server: Instance) =>
      api(
        server,
        'POST',
        `/approvals/${held.json.approvalId}/approve`,
        await signIn(server, 'puppet@lucky.app', PASSWORD),
      );

    const refused = await approve(b);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'CHECKER_TIED_TO_MAKER',
      details: { ties: [{ kind: 'created', account: 'puppet@lucky.app', by: ADMIN_EMAIL }] },
    });

    await b.stop();
    b = await startInstance(env);
    expect((await approve(b)).json.code).toBe('CHECKER_TIED_TO_MAKER');
    const policy = await api(b, 'GET', '/approvals/policies', admin);
    expect(
      policy.json.find((p: { action: string }) => p.action === 'credit-line.change-limit'),
    ).toMatchObject({
      enabled: true,
    });
  });

  it('an instance started with FOUR_EYES_TIE_DAYS=0 says in its start banner that ties are off', async () => {
    const off = await startInstance({ ...env, FOUR_EYES_TIE_DAYS: '0' });
    try {
      await expect
        .poll(() => off.output(), { timeout: 10_000 })
        .toMatch(/Four-eyes ties are OFF \(FOUR_EYES_TIE_DAYS=0\)/);
    } finally {
      await off.stop();
    }
    expect(a.output()).not.toMatch(/Four-eyes ties are OFF/);
  });
});
