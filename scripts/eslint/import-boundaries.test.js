import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const server = (file) => path.resolve('apps/server/src', file);
const web = (file) => path.resolve('apps/web/src', file);

tester.run('thin-routes', boundaries.rules['thin-routes'], {
  valid: [
    {
      filename: server('features/offers/offer-routes.ts'),
      code: "import { listOffers } from './offer-queries.ts';",
    },
    { filename: server('features/offers/offer-queries.ts'), code: "import { eq } from 'drizzle-orm';" },
    {
      filename: server('features/offers/offer-writes.ts'),
      code: "import { offers } from '../../db/schema.ts';",
    },
  ],
  invalid: [
    {
      filename: server('features/offers/offer-routes.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ messageId: 'database' }],
    },
    {
      filename: server('features/files/files-route.ts'),
      code: "import { sql } from 'drizzle-orm/sql';",
      errors: [{ messageId: 'database' }],
    },
    {
      filename: server('features/banners/banner-routes.ts'),
      code: "import { banners } from '../../db/schema.ts';",
      errors: [{ messageId: 'database' }],
    },
  ],
});

tester.run('http-at-the-edge', boundaries.rules['http-at-the-edge'], {
  valid: [
    { filename: server('features/sms/sms-routes.ts'), code: "import fastify from 'fastify';" },
    { filename: server('plugins/auth.ts'), code: "import fp from 'fastify-plugin';" },
    { filename: server('features/bulk/apply-queue-plugin.ts'), code: "import fp from 'fastify-plugin';" },
    { filename: server('lib/endpoints.ts'), code: "import fastify from 'fastify';" },
    { filename: server('app.ts'), code: "import helmet from '@fastify/helmet';" },
    { filename: web('lib/api-client.ts'), code: "import fastify from 'fastify';" },
  ],
  invalid: [
    {
      filename: server('features/auth/sign-in.ts'),
      code: "import fastify from 'fastify';",
      errors: [{ messageId: 'fastify' }],
    },
    {
      filename: server('lib/images.ts'),
      code: "import multipart from '@fastify/multipart';",
      errors: [{ messageId: 'fastify' }],
    },
    {
      filename: server('domain/credit-lines.ts'),
      code: "import fp from 'fastify-plugin';",
      errors: [{ messageId: 'fastify' }],
    },
  ],
});

tester.run('no-restricted-layers', boundaries.rules['no-restricted-layers'], {
  valid: [
    { filename: server('lib/audit.ts'), code: "import { db } from '../db/client.ts';" },
    { filename: server('lib/audit-key.ts'), code: "import { ConfigError } from '../config.ts';" },
    { filename: server('config.ts'), code: "import { parseCidr } from './lib/networks.ts';" },
    { filename: server('config.ts'), code: "import { POOL_DEFAULTS } from './db/pool-defaults.ts';" },
    { filename: server('domain/credit-lines.ts'), code: "import { x } from '../lib/transition.ts';" },
    { filename: server('plugins/auth.ts'), code: "import { x } from '../lib/staff.ts';" },
    { filename: server('plugins/auth.ts'), code: "import { x } from '../domain/staff-sessions.ts';" },
    { filename: server('seed/demo-data.ts'), code: "import { x } from '../domain/national-id.ts';" },
    {
      filename: server('features/files/file-routes.ts'),
      code: "import { x } from '../../plugins/uploads.ts';",
    },
    { filename: server('server.ts'), code: "import { x } from './seed/seed-if-empty.ts';" },
    {
      filename: server('features/implementations.ts'),
      code: "import { x } from './offers/offer-routes.ts';",
    },
    {
      filename: server('features/held-guards.ts'),
      code: "import { x } from './affiliate/cashout-writes.ts';",
    },
    {
      filename: server('features/demo-decisions.ts'),
      code: "import { x } from './financing/block-writes.ts';",
    },
    {
      filename: server('features/offers/offer-routes.ts'),
      code: "import { x } from '../../lib/endpoints.ts';",
    },
    {
      filename: web('features/offers/pages/list.tsx'),
      code: "import { x } from '../../../kit/table.tsx';",
    },
  ],
  invalid: [
    {
      filename: server('db/client.ts'),
      code: "import { x } from '../lib/audit.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('db/settings.ts'),
      code: "import { ConfigError } from '../config.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('lib/claims.ts'),
      code: "import { x } from '../domain/credit-lines.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('domain/staff-sessions.ts'),
      code: "import { x } from '../plugins/session-access.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('plugins/job-queue.ts'),
      code: "import { x } from '../seed/demo-data.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('domain/applications.ts'),
      code: "import { x } from '../features/financing/financing-queries.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('features/offers/offer-writes.ts'),
      code: "import { x } from '../../app.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('lib/audit.ts'),
      code: "import { Staff } from '../plugins/auth.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('lib/audit.ts'),
      code: "import { x } from '../features/offers/offer-queries.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: server('features/offers/offer-routes.ts'),
      code: "import { x } from '../merchants/merchant-queries.ts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: web('kit/table.tsx'),
      code: "import { x } from '../features/offers/api/get-offers.ts';",
      errors: [{ messageId: 'restricted' }],
    },
  ],
});
