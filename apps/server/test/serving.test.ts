import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner } from '../src/start-banner.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('security headers over plain HTTP and over TLS', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: '1' });
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

  it('tells the admin of an existing database how to reset a lost password, not that ADMIN_PASSWORD would', () => {
    const lines = startBanner({
      ...base,
      admin: { email: 'admin@lucky.app', generated: false },
      seeded: null,
    });
    const text = lines.join('\n');
    expect(text).toContain('admin@lucky.app');
    expect(text).toContain('npm run reset-admin-password -- --email admin@lucky.app');
    for (const line of lines.filter((l) => l.includes('ADMIN_PASSWORD'))) {
      expect(line).toContain('ADMIN_PASSWORD does not change an existing password');
    }
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

  it('prints each administrator of an ADMIN_EMAIL list with its own password, and never DEMO_STAFF_PASSWORD', () => {
    const text = startBanner({
      ...base,
      admin: [
        { email: 'first@lucky.app', password: 'First-Generated-1', generated: true },
        { email: 'second@lucky.app', password: 'Second-Generated-2', generated: true },
      ],
      seeded: { loaded: '12 banners', staffEmails: ['amira.admin@lucky.app'] },
    }).join('\n');
    expect(text).toMatch(/first@lucky\.app and password First-Generated-1/);
    expect(text).toMatch(/second@lucky\.app and password Second-Generated-2/);
    expect(text).toMatch(/the password in DEMO_STAFF_PASSWORD\): amira\.admin@lucky\.app/);
  });

  it('says so when FOUR_EYES_TIE_DAYS=0 turns the four-eyes tie rule off, and only then', () => {
    const admin = { email: 'admin@lucky.app', generated: false };
    const off = startBanner({ ...base, admin, seeded: null, fourEyesTieDays: 0 }).join('\n');
    expect(off).toMatch(/Four-eyes ties are OFF \(FOUR_EYES_TIE_DAYS=0\)/);
    const on = startBanner({ ...base, admin, seeded: null, fourEyesTieDays: 30 }).join('\n');
    expect(on).not.toMatch(/Four-eyes/);
  });
});

describe('the built web app is sent compressed and cached by name', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  beforeAll(async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CM</title>');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
    fs.writeFileSync(path.join(dist, 'favicon.ico.gz'), zlib.gzipSync('icon'));
    const asset = path.join(dist, 'assets', 'app-AbC123.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    (await import('node:fs')).rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli or gzip as the browser accepts, the plain file otherwise', async () => {
    const brotli = await get('/assets/app-AbC123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect((await get('/assets/app-AbC123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the files beside index.html by their names (GET and HEAD), not their compressed copies', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe('icon');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.ico', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'HEAD', url: '/favicon.ico' })).statusCode).toBe(200);
    expect((await get('/index.html')).body).toContain('<title>CM</title>');
    expect((await get('/favicon.ico.gz')).statusCode).toBe(404);
  });

  it('answers HEAD for the page and the health checks like GET, without a body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/app/offers/banners', '/healthz', '/readyz']) {
      const headers = { accept: 'text/html,*/*' };
      const get = await fetch(`${address}${url}`, { headers });
      const head = await fetch(`${address}${url}`, { method: 'HEAD', headers });
      expect(get.status, url).toBe(200);
      expect(head.status, url).toBe(200);
      for (const name of ['content-type', 'content-length', 'cache-control']) {
        expect(head.headers.get(name), `${name} of HEAD ${url}`).toBe(get.headers.get(name));
      }
      expect(Number(get.headers.get('content-length'))).toBe((await get.arrayBuffer()).byteLength);
      expect(await head.text()).toBe('');
    }
  });

  it('sends the security headers with the page, not with hashed assets', async () => {
    const page = await get('/app/offers/banners');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
    const asset = await get('/assets/app-AbC123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-request-id',
      'etag',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('compresses JSON answers for a browser that accepts it; API answers go without the document headers', async () => {
    const { authorization } = await t.signIn(['manage-feature-flags']);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v3/cmt-backend/configs/feature-flags',
      headers: { authorization },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zlib = await import('node:zlib');
    const brotli = await get('/api/docs/json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/docs/json', 'gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('caches hashed assets for a year and never caches the page itself', async () => {
    expect((await get('/assets/app-AbC123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const page = await get('/app/offers/banners');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
