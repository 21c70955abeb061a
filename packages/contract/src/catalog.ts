import type { Endpoint } from './endpoint.ts';
import * as affiliate from './endpoints/affiliate.ts';
import * as approvals from './endpoints/approvals.ts';
import * as audit from './endpoints/audit.ts';
import * as applications from './endpoints/applications.ts';
import * as appUsers from './endpoints/app-users.ts';
import * as auth from './endpoints/auth.ts';
import * as banners from './endpoints/banners.ts';
import * as bulk from './endpoints/bulk.ts';
import * as compliance from './endpoints/compliance.ts';
import * as contracts from './endpoints/contracts.ts';
import * as featureFlags from './endpoints/feature-flags.ts';
import * as files from './endpoints/files.ts';
import * as financing from './endpoints/financing.ts';
import * as localUsers from './endpoints/local-users.ts';
import * as merchants from './endpoints/merchants.ts';
import * as offers from './endpoints/offers.ts';
import * as plus from './endpoints/plus.ts';
import * as sms from './endpoints/sms.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every endpoint of the API. The server refuses to start if one is declared but not implemented. */
export const catalog: readonly Endpoint[] = [
  auth,
  featureFlags,
  banners,
  localUsers,
  audit,
  bulk,
  applications,
  contracts,
  offers,
  merchants,
  affiliate,
  compliance,
  files,
  sms,
  plus,
  appUsers,
  financing,
  approvals,
].flatMap((module) => Object.values(module).filter(isEndpoint));
