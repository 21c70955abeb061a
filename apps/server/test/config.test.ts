import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaFlags } from '@cmt/contract/areas';
import { V2 } from '@cmt/contract/endpoint';
import { ConfigError, loadConfig } from '../src/config.ts';
import { PNG_1X1, createTestApp, multipartFile, type TestApp } from './helpers.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      APP_NAME: 'lucky',
      ENV_NAME: 'local',
      LANGUAGES: ['en', 'ar', 'fr', 'ar-MA'],
      DEFAULT_LANGUAGE: 'en',
      TOKEN_TTL_SECONDS: 8 * 3600,
      PARTNER_DOMAIN: 'connect.money',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      productDomain: 'lucky.app',
      adminEmail: 'admin@lucky.app',
      filesDir: path.resolve('./data/files'),
    });
    expect(config.ENABLED_AREAS).toEqual([...areaFlags]);
    expect(config.ENABLED_AREAS).toHaveLength(9);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the variables a deployment sets', () => {
    const config = loadConfig({
      PORT: '3000',
      APP_NAME: 'connect',
      ENV_NAME: 'staging',
      ENABLED_AREAS: 'OFFERS, FEATURE_FLAGS',
      LANGUAGES: 'ar,en',
      DEFAULT_LANGUAGE: 'ar',
      DATABASE_URL: 'postgres://cmt@db.internal:5432/cmt',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      APP_NAME: 'connect',
      ENV_NAME: 'staging',
      ENABLED_AREAS: ['OFFERS', 'FEATURE_FLAGS'],
      LANGUAGES: ['ar', 'en'],
      DEFAULT_LANGUAGE: 'ar',
      productDomain: 'connect.app',
      adminEmail: 'admin@connect.app',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', APP_NAME: '', ENABLED_AREAS: '' })).toMatchObject({
      PORT: 8080,
      APP_NAME: 'lucky',
      ENABLED_AREAS: [...areaFlags],
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ENABLED_AREAS: 'FOO' }, 'ENABLED_AREAS'],
    [{ ENABLED_AREAS: 'OFFERS,offers' }, 'ENABLED_AREAS'],
    [{ LANGUAGES: 'en,de' }, 'LANGUAGES'],
    [{ DEFAULT_LANGUAGE: 'de' }, 'DEFAULT_LANGUAGE'],
    [{ LANGUAGES: 'en,ar', DEFAULT_LANGUAGE: 'fr' }, 'DEFAULT_LANGUAGE'],
    [{ APP_NAME: 'Lucky App' }, 'APP_NAME'],
    [{ TOKEN_SECRET: 'too-short' }, 'TOKEN_SECRET'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ DATABASE_URL: 'mysql://db/cmt' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_REPLICA_URLS: 'postgres://r1/cmt, replica-2:5432' }, 'DATABASE_REPLICA_URLS'],
    [{ REPLICA_MAX_LAG_SECONDS: '0' }, 'REPLICA_MAX_LAG_SECONDS'],
  ])('stops on %o naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^\\s+${variable}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', ENABLED_AREAS: 'FOO' })).toThrow(/PORT: [\s\S]*ENABLED_AREAS: /);
  });
});

describe('GET /config.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_NAME: 'lucky',
      ENV_NAME: 'staging',
      ENABLED_AREAS: 'OFFERS,GENERAL,FEATURE_FLAGS',
      LANGUAGES: 'en,ar',
      DEFAULT_LANGUAGE: 'ar',
      GOOGLE_CLIENT_ID_APP: 'app-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_ID_CONNECT: 'connect-id.apps.googleusercontent.com',
      CDN_BASE_URL: 'https://cdn.lucky.app',
      TOKEN_SECRET: 'this-secret-must-never-reach-the-browser-0123456789',
      ADMIN_PASSWORD: 'the admin password',
    });
  });
  afterAll(() => t?.close());

  it('gives the web app the runtime settings of this deployment, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appName: 'lucky',
      environment: 'staging',
      enabledAreas: ['OFFERS', 'GENERAL', 'FEATURE_FLAGS'],
      languages: ['en', 'ar'],
      defaultLanguage: 'ar',
      productDomain: 'lucky.app',
      partnerDomain: 'connect.money',
      googleClientIds: {
        app: 'app-id.apps.googleusercontent.com',
        connect: 'connect-id.apps.googleusercontent.com',
      },
      cdnBaseUrl: 'https://cdn.lucky.app',
    });
    expect(response.body).not.toContain('this-secret-must-never-reach-the-browser');
    expect(response.body).not.toContain('the admin password');
  });

  it('links uploaded images under the CDN base and lets pages load them (CSP)', async () => {
    const editor = await t.signIn(['manage-offers-banners-create']);
    const { payload, headers } = multipartFile('cdn.png', 'image/png', PNG_1X1);
    const response = await t.app.inject({
      method: 'POST',
      url: `${V2}/offers/banners/images`,
      headers: { ...headers, ...editor },
      payload,
    });
    expect(response.json().url).toMatch(/^https:\/\/cdn\.lucky\.app\/files\/Banners\/[0-9a-f-]+\.png$/);
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.lucky\.app/);
  });
});
