import { getRuntimeConfig } from '@cmt/contract/endpoints/auth';
import { implement } from '../lib/endpoints.ts';

export const configRoutes = [
  implement(getRuntimeConfig, async ({ app }) => {
    const c = app.config;
    return {
      appName: c.APP_NAME,
      environment: c.ENV_NAME,
      enabledAreas: c.ENABLED_AREAS as never,
      languages: c.LANGUAGES,
      defaultLanguage: c.DEFAULT_LANGUAGE,
      productDomain: c.productDomain,
      partnerDomain: c.PARTNER_DOMAIN,
      googleClientIds: { app: c.GOOGLE_CLIENT_ID_APP, connect: c.GOOGLE_CLIENT_ID_CONNECT },
      cdnBaseUrl: c.CDN_BASE_URL,
    };
  }),
];
