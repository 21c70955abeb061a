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
    { filename: server('plugins/auth.ts'), code: "import { x } from '../lib/staff.ts';" },
    {
      filename: server('features/offers/offer-routes.ts'),
      code: "import { x } from '../../lib/endpoints.ts';",
    },
    {
      filename: web('features/offers/pages/list.tsx'),
      code: "import { x } from '../../../components/table.tsx';",
    },
  ],
  invalid: [
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
      filename: web('components/table.tsx'),
      code: "import { x } from '../features/offers/api/get-offers.ts';",
      errors: [{ messageId: 'restricted' }],
    },
  ],
});
