import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { createFakeGoogle, createTestApp, type TestApp } from './helpers.ts';

const PASSWORD = 'Very-Secret-Passphrase-42';
const WRONG_PASSWORD = 'Almost-The-Passphrase-41';
const NATIONAL_ID = '29001011234567';

let t: TestApp;
let google: Awaited<ReturnType<typeof createFakeGoogle>>;
const lines: string[] = [];
const secrets: Record<string, string> = {
  password: PASSWORD,
  'wrong password': WRONG_PASSWORD,
  'national id': NATIONAL_ID,
};

beforeAll(async () => {
  google = await createFakeGoogle();
  t = await createTestApp(
    { ...google.env, LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  await t.createAccount({ email: 'logged@lucky.app', password: PASSWORD, permissions: ['manage-cmt'] });
  secrets['audit key'] = t.config.AUDIT_KEY!;
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const log = () => lines.join('');

describe('logs', () => {
  it('never contain passwords, tokens or national ids', async () => {
    const failed = await t.localLogin('logged@lucky.app', WRONG_PASSWORD);
    expect(failed.statusCode).toBe(401);
    const signedIn = await t.localLogin('logged@lucky.app', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json();
    secrets['access token'] = accessToken;
    secrets['token signature'] = accessToken.split('.')[2];
    const authorization = `Bearer ${accessToken}`;

    const googleToken = await google.idToken('logged@lucky.app');
    secrets['Google token signature'] = googleToken.split('.')[2]!;
    const viaGoogle = await t.app.inject({
      method: 'POST',
      url: `${V2}/auth/login`,
      payload: { googleToken, domain: 'lucky.app' },
    });
    expect(viaGoogle.statusCode).toBe(200);
    secrets['Google session token'] = viaGoogle.json().accessToken;

    const search = await t.app.inject({
      method: 'GET',
      url: `${V2}/local-users?q=${NATIONAL_ID}`,
      headers: { authorization },
    });
    expect(search.statusCode).toBe(200);
    const invalid = await t.app.inject({
      method: 'GET',
      url: `${V2}/audit-log?actor=${NATIONAL_ID}&pageSize=lots`,
      headers: { authorization },
    });
    expect(invalid.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `${V2}/applications?nid=${NATIONAL_ID}` });
    expect(unknown.statusCode).toBe(404);
    const wrongPasswordInUrl = await t.app.inject({
      method: 'POST',
      url: `${V2}/auth/local-login?password=${PASSWORD}`,
      payload: { email: 'logged@lucky.app', password: PASSWORD },
    });
    expect(wrongPasswordInUrl.statusCode).toBe(200);

    // A national id in the path, percent-encoded or split by dashes, is masked in the request log too.
    const encoded = [...NATIONAL_ID].map((digit) => `%3${digit}`).join('');
    const dashed = `${NATIONAL_ID.slice(0, 7)}-${NATIONAL_ID.slice(7)}`;
    for (const id of [encoded, dashed]) {
      const byId = await t.app.inject({ method: 'GET', url: `${V2}/financing/applications/${id}` });
      expect(byId.statusCode).toBe(401);
    }
    expect(log()).not.toContain(encoded);
    expect(log()).not.toContain(dashed);
    expect(log()).toContain(`${'•'.repeat(10)}${NATIONAL_ID.slice(-4)}`);

    expect(log()).toContain('incoming request');
    expect(log()).toContain('/local-users');
    for (const [what, secret] of Object.entries(secrets)) {
      expect(log().includes(secret), `${what} found in the logs`).toBe(false);
    }
  });

  it('keep query parameters out of a logged database error', async () => {
    const { accessToken } = (await t.localLogin('logged@lucky.app', PASSWORD)).json();
    await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `${V2}/audit-log?actor=${NATIONAL_ID}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }

    const errors = lines.filter((line) => line.includes('request failed'));
    expect(errors).toHaveLength(1);
    // Still useful to an operator: the SQL text and the database's reason.
    const { err } = JSON.parse(errors[0]!);
    expect(err.message).toMatch(/^Failed query: select .* from "audit_log"/);
    expect(err.cause).toMatchObject({ message: 'relation "audit_log" does not exist', code: '42P01' });
    expect(errors[0]).not.toContain(NATIONAL_ID);
    expect(log()).not.toContain(NATIONAL_ID);
  });
});
