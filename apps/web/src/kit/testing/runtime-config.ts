import type { AreaFlag } from '@cmt/contract/areas';
import type { RuntimeConfig } from '../../lib/runtime-config';

/** A deployment's /config.json for tests: these areas on, English only. */
export const testRuntimeConfig = (enabledAreas: readonly AreaFlag[]): RuntimeConfig => ({
  appName: 'LUCKY',
  environment: 'test',
  enabledAreas: [...enabledAreas],
  languages: ['en'],
  defaultLanguage: 'en',
  productDomain: 'lucky.app',
  partnerDomain: 'connect.money',
  googleClientIds: { app: '', connect: '' },
  cdnBaseUrl: '',
});
