import { describe, expect, it } from 'vitest';
import { catalog } from '@cmt/contract/catalog';
import { V3 } from '@cmt/contract/endpoint';
import { loadConfig } from '../src/config.ts';
import { parseLsn, readsFromReplica, replicaName } from '../src/db/replicas.ts';
import { createTestApp } from './helpers.ts';

/**
 * Which requests may read from a replica, and the settings (db/replicas.ts). The replicas themselves,
 * on a real streaming replica: read-replicas.test.ts.
 */
describe('reads from a replica', () => {
  const byPath = (method: string, route: string) => {
    const endpoint = catalog.find((e) => e.method === method && e.path.endsWith(route));
    if (!endpoint) throw new Error(`no endpoint ${method} …${route}`);
    return readsFromReplica(endpoint);
  };

  it('are the lists, searches, exports and reports, Home and the customer page', () => {
    for (const route of [
      '/payment/affiliate/cashouts',
      '/financing/applications',
      '/app-users',
      '/offers/regular/all',
      '/search',
      '/applications/contracts/connect/search',
      '/home',
      '/customers/:id/overview',
      '/payment/affiliate/cashouts/export',
      '/merchants/transactions/orders-csv',
      '/audit-log',
    ])
      expect([route, byPath('GET', route)]).toEqual([route, true]);
  });

  it('are never a write, a record opened to be edited, the caller’s own notifications or sessions, nor verify', () => {
    for (const [method, route] of [
      ['GET', '/payment/affiliate/cashouts/:id'],
      ['GET', '/financing/applications/:documentNumber'],
      ['GET', '/notifications'],
      ['GET', '/auth/sessions'],
      ['GET', '/auth/me'],
      ['GET', '/audit-log/verify'],
      ['GET', '/contracts/:id/pdf'],
      ['POST', '/configs/feature-flags'],
    ] as const)
      expect([route, byPath(method, route)]).toEqual([route, false]);
    expect(catalog.filter((e) => e.method !== 'GET' && readsFromReplica(e))).toEqual([]);
  });
});

describe('replica settings', () => {
  it('reads a comma list of URLs, 5 s of lag by default', () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_REPLICA_URLS: [], REPLICA_MAX_LAG_SECONDS: 5 });
    expect(
      loadConfig({
        DATABASE_REPLICA_URLS: 'postgres://ro:secret@r1:5433/cmt, postgresql://r2/cmt,',
        REPLICA_MAX_LAG_SECONDS: '2.5',
      }),
    ).toMatchObject({
      DATABASE_REPLICA_URLS: ['postgres://ro:secret@r1:5433/cmt', 'postgresql://r2/cmt'],
      REPLICA_MAX_LAG_SECONDS: 2.5,
    });
  });

  it('names a replica by host, port and database, never its credentials', () => {
    expect(replicaName('postgres://ro:secret@r1:5433/cmt?sslmode=require')).toBe('r1:5433/cmt');
    expect(replicaName('postgresql://r2/cmt')).toBe('r2:5432/cmt');
  });

  it('compares WAL positions as PostgreSQL writes them', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    for (const bad of [null, '', '16', '16/', 'G/1', '1/2/3', '123456789/0'])
      expect(parseLsn(bad)).toBeNull();
  });

  it('are ignored on the embedded database, with a warning, and every read goes to it', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      { DATABASE_REPLICA_URLS: 'postgres://127.0.0.1:1/cmt', LOG_LEVEL: 'warn' },
      { embedded: true, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      expect(t.database.kind).toBe('pglite');
      expect(t.app.readReplicas).toBeNull();
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/^DATABASE_REPLICA_URLS is ignored: the embedded database/),
        }),
      );
      const { authorization } = await t.signIn(['manage-feature-flags']);
      const headers = { authorization };
      const write = await t.app.inject({
        method: 'POST',
        url: `${V3}/configs/feature-flags`,
        headers,
        payload: { key: 'pglite.flag', value: true },
      });
      expect(write.statusCode).toBe(200);
      // No fence without replicas.
      expect(write.headers['x-read-after']).toBeUndefined();
      const list = await t.app.inject({ method: 'GET', url: `${V3}/configs/feature-flags/list`, headers });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { items: { key: string }[] }).items.map((flag) => flag.key)).toContain(
        'pglite.flag',
      );
    } finally {
      await t.close();
    }
  });
});
