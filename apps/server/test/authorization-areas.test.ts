import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaFlags, type AreaFlag } from '@cmt/contract/areas';
import { areasOff, catalog, requiredAreas } from '@cmt/contract/catalog';
import { requiredAccess, type Endpoint } from '@cmt/contract/endpoint';
import { listBanners } from '@cmt/contract/endpoints/banners';
import { listFeatureFlagValues } from '@cmt/contract/endpoints/feature-flags';
import { listFinancingApplications } from '@cmt/contract/endpoints/financing';
import { listStaffUsers } from '@cmt/contract/endpoints/local-users';
import { permissionKeys } from '@cmt/contract/permissions';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The area flags hold on the server too (docs/requirements.md §P1): every endpoint of a switched-off area answers 404
 * AREA_DISABLED, whoever asks, and the others still answer. Each endpoint's areas come from the
 * contract (`requiredAreas`: its file's, its own, or its `?feature=` value's), so a new endpoint is
 * covered by itself. Two deployments between them switch every area off once: only OFFERS on (the
 * issue's case), and every area but OFFERS.
 */
const deployments: readonly (readonly AreaFlag[])[] = [
  ['OFFERS'],
  areaFlags.filter((flag) => flag !== 'OFFERS'),
];

/** Each call to check: an endpoint, and for `?feature=` endpoints each value of it. */
const calls = catalog.flatMap((endpoint) => {
  const { access } = endpoint;
  if (typeof access === 'object') {
    return Object.keys(access.permissions).map((value) => ({
      name: `${endpoint.method} ${endpoint.path}?${access.query}=${value}`,
      endpoint,
      query: { [access.query]: value },
    }));
  }
  return [{ name: `${endpoint.method} ${endpoint.path}`, endpoint, query: {} as Record<string, string> }];
});

const urlOf = (endpoint: Endpoint, query: Record<string, string>) =>
  endpoint.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : 'x')) +
  (Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '');

it('gives every area flag endpoints of its own, so switching it off takes something away', () => {
  const used = new Set(calls.flatMap(({ endpoint, query }) => requiredAreas(endpoint, query)));
  expect([...used].sort()).toEqual([...areaFlags].sort());
});

/** The error code of an answer, if it is the JSON error shape (a download or a 204 has none). */
const codeOf = (response: { headers: Record<string, unknown>; body: string }): unknown =>
  String(response.headers['content-type']).startsWith('application/json')
    ? (JSON.parse(response.body) as { code?: unknown }).code
    : undefined;

describe.each(deployments.map((list) => [list.join(','), list] as const))(
  'ENABLED_AREAS=%s',
  (_, enabledList) => {
    const enabled = new Set<string>(enabledList);
    let t: TestApp;
    let everything: string;
    beforeAll(async () => {
      t = await createTestApp({ ENABLED_AREAS: enabledList.join(',') });
      everything = (await t.signIn(permissionKeys)).authorization;
    });
    afterAll(() => t?.close());

    const call = (endpoint: Endpoint, query: Record<string, string>, authorization?: string) =>
      t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint, query),
        headers: authorization ? { authorization } : {},
        ...(endpoint.method === 'POST' || endpoint.method === 'PUT' ? { payload: {} } : {}),
      });

    const off = calls.filter(({ endpoint, query }) => areasOff(endpoint, query, enabled).length > 0);
    const on = calls.filter((c) => !off.includes(c));

    it.each(off.map((c) => [c.name, c] as const))(
      '%s answers 404 AREA_DISABLED, with or without a token',
      async (_, { endpoint, query }) => {
        for (const authorization of [undefined, everything]) {
          const response = await call(endpoint, query, authorization);
          expect(response.statusCode, response.body).toBe(404);
          expect(response.json()).toMatchObject({
            code: 'AREA_DISABLED',
            details: { areas: areasOff(endpoint, query, enabled) },
          });
        }
      },
    );

    it.each(on.map((c) => [c.name, c] as const))(
      '%s still answers (with its permission: never AREA_DISABLED, never 401/403/5xx)',
      async (_, { endpoint, query }) => {
        const needed = requiredAccess(endpoint.access, query);
        const holder =
          needed === 'public' || needed === null
            ? undefined
            : (await t.signIn(needed === 'authenticated' ? [] : [needed])).authorization;
        const response = await call(endpoint, query, holder);
        expect(codeOf(response), response.body).not.toBe('AREA_DISABLED');
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      },
    );

    it('still lists what an enabled area holds (2xx)', async () => {
      const lists = enabled.has('OFFERS')
        ? [listBanners, listFeatureFlagValues]
        : [listFinancingApplications, listStaffUsers, listFeatureFlagValues];
      for (const endpoint of lists) {
        const response = await call(endpoint, {}, everything);
        expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      }
    });
  },
);
