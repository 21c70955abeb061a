import { listFacts } from '@cmt/contract/endpoints/rules';
import { implement } from '../../lib/endpoints.ts';
import { factsCatalogueOf } from './fact-queries.ts';

/** The rules studio (issue 37, docs/rules.md): its catalogue of facts so far. */
export const ruleRoutes = [
  implement(listFacts, async ({ query }) => ({
    subject: query.subject,
    facts: [...factsCatalogueOf(query.subject)],
  })),
];
