import type { AreaFlag } from './areas.ts';
import type { Endpoint } from './endpoint.ts';
import * as affiliate from './endpoints/affiliate.ts';
import * as approvals from './endpoints/approvals.ts';
import * as audit from './endpoints/audit.ts';
import * as applications from './endpoints/applications.ts';
import * as appUsers from './endpoints/app-users.ts';
import * as auth from './endpoints/auth.ts';
import * as banners from './endpoints/banners.ts';
import * as calendar from './endpoints/calendar.ts';
import * as cases from './endpoints/cases.ts';
import * as bulk from './endpoints/bulk.ts';
import * as compliance from './endpoints/compliance.ts';
import * as contracts from './endpoints/contracts.ts';
import * as customers from './endpoints/customers.ts';
import * as decisions from './endpoints/decisions.ts';
import * as featureFlags from './endpoints/feature-flags.ts';
import * as files from './endpoints/files.ts';
import * as financing from './endpoints/financing.ts';
import * as home from './endpoints/home.ts';
import * as notifications from './endpoints/notifications.ts';
import * as localUsers from './endpoints/local-users.ts';
import * as merchants from './endpoints/merchants.ts';
import * as offers from './endpoints/offers.ts';
import * as plus from './endpoints/plus.ts';
import * as rules from './endpoints/rules.ts';
import * as sms from './endpoints/sms.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/**
 * Every endpoints file with the area flags (docs/requirements.md §P1) its endpoints need: the area whose screens call
 * them. With one of them off, the server answers 404 AREA_DISABLED. `[]`: no area (sign-in, the
 * audit log; bulk files take the area of their `?feature=` from `bulkAreas`). An endpoint that
 * differs from its file says so itself (`Endpoint.areas`).
 */
const endpointFiles: readonly (readonly [Record<string, unknown>, readonly AreaFlag[]])[] = [
  [auth, []],
  [featureFlags, ['FEATURE_FLAGS']],
  [banners, ['OFFERS']],
  [localUsers, ['GENERAL']],
  [audit, []],
  [bulk, []],
  [applications, ['CONTRACTS']],
  [contracts, ['CONTRACTS']],
  [offers, ['OFFERS']],
  [merchants, ['MERCHANTS']],
  [affiliate, ['AFFILIATE']],
  [compliance, ['APPLICATIONS']],
  [files, ['GENERAL']],
  [sms, ['GENERAL']],
  [plus, ['GENERAL']],
  [appUsers, ['GENERAL']],
  [financing, ['FINANCING']],
  [approvals, []],
  [home, []],
  [notifications, []],
  [customers, []],
  [cases, []],
  [calendar, []],
  [decisions, []],
  [rules, []],
];

const endpointsOf = (module: Record<string, unknown>) => Object.values(module).filter(isEndpoint);

/** Every endpoint of the API. The server refuses to start if one is declared but not implemented. */
export const catalog: readonly Endpoint[] = endpointFiles.flatMap(([module]) => endpointsOf(module));

const fileAreas = new Map<Endpoint, readonly AreaFlag[]>(
  endpointFiles.flatMap(([module, areas]) =>
    endpointsOf(module).map((endpoint) => [endpoint, areas] as const),
  ),
);

/**
 * The area flags a call needs: those of its `?feature=` value (bulk files), else the endpoint's own
 * `areas`, else its file's. An endpoint outside the catalog needs none.
 */
export function requiredAreas(endpoint: Endpoint, query?: unknown): readonly AreaFlag[] {
  const { access } = endpoint;
  if (typeof access === 'object' && access.areas) {
    const value = (query as Record<string, unknown> | undefined)?.[access.query];
    if (typeof value === 'string' && Object.hasOwn(access.areas, value)) return access.areas[value]!;
  }
  return endpoint.anyOfAreas ?? endpoint.areas ?? fileAreas.get(endpoint) ?? [];
}

/**
 * The switched-off flags that make a call answer 404 AREA_DISABLED (none: it answers). An endpoint
 * with `anyOfAreas` is off only when all of them are; otherwise each required area must be on.
 */
export function areasOff(
  endpoint: Endpoint,
  query: unknown,
  enabled: ReadonlySet<string>,
): readonly AreaFlag[] {
  const off = requiredAreas(endpoint, query).filter((area) => !enabled.has(area));
  if (endpoint.anyOfAreas && off.length < endpoint.anyOfAreas.length) return [];
  return off;
}
