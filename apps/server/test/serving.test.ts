import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner } from '../src/start-banner.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('security headers over plain HTTP and over TLS', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP (a blank page otherwise)', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when the request came over TLS through a trusted proxy', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('does not believe x-forwarded-proto without TRUST_PROXY', async () => {
    const response = await plain.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store, errors included', async () => {
    const { authorization } = await plain.signIn(['manage-feature-flags']);
    const ok = await plain.app.inject({
      method: 'GET',
      url: '/api/v3/cmt-backend/configs/feature-flags',
      headers: { authorization },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await plain.app.inject({
      method: 'GET',
      url: '/api/v3/cmt-backend/configs/feature-flags',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the first-start banner', () => {
  const base = {
    url: 'http://localhost:8080',
    appName: 'lucky',
    envName: 'local',
    database: 'embedded PGlite in ./data',
  };

  it('never prints a password that came from ADMIN_PASSWORD', () => {
    const text = startBanner({
      ...base,
      admin: { email: 'admin@lucky.app', password: 'from-the-environment-2026', generated: false },
      seeded: null,
    }).join('\n');
    expect(text).not.toContain('from-the-environment-2026');
    expect(text).toContain('admin@lucky.app');
    expect(text).toContain('ADMIN_PASSWORD');
  });

  it('prints a generated password once, and names the demo staff accounts its password belongs to', () => {
    const text = startBanner({
      ...base,
      admin: { email: 'admin@lucky.app', password: 'Generated-Pass-1234', generated: true },
      seeded: {
        loaded: '12 banners',
        staffPassword: 'Staff-Pass-5678',
        staffEmails: ['sara.offers@lucky.app', 'omar.merchants@lucky.app'],
      },
    }).join('\n');
    expect(text).toContain('Generated-Pass-1234');
    expect(text).toMatch(/Staff-Pass-5678.*sara\.offers@lucky\.app, omar\.merchants@lucky\.app/);
  });
});
