import { isHeld } from '@cmt/contract/approval-actions';
import {
  addRuleVersion,
  createRule,
  getRule,
  listFacts,
  listRules,
  moveRule,
} from '@cmt/contract/endpoints/rules';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { factsCatalogueOf } from './fact-queries.ts';
import { listRulePage, readRule } from './rule-queries.ts';
import { activateRule, addRuleVersionRecord, createRuleRecord, moveRuleRecord } from './rule-writes.ts';

/** The rules studio (issue 37, docs/rules.md): the catalogue of facts, the rules, their versions and moves. */
export const ruleRoutes = [
  implement(listFacts, async ({ query }) => ({
    subject: query.subject,
    facts: [...factsCatalogueOf(query.subject)],
  })),

  implement(listRules, async ({ app, query }) => listRulePage(app.db, query)),

  implement(getRule, async ({ app, params }) => readRule(app.db, params.id)),

  implement(createRule, async ({ app, request, body }) =>
    readRule(app.db, await createRuleRecord(app.db, actorOf(request), body)),
  ),

  implement(addRuleVersion, async ({ app, request, params, body, ifMatch }) => {
    await addRuleVersionRecord(app.db, actorOf(request), params.id, body, ifMatch);
    return readRule(app.db, params.id);
  }),

  implement(moveRule, async ({ app, request, params, ifMatch }) => {
    const actor = actorOf(request);
    if (params.move === 'ACTIVE') {
      const result = await activateRule(app, actor, params.id, ifMatch);
      if (isHeld(result)) return result;
    } else await moveRuleRecord(app.db, actor, params.id, params.move, ifMatch);
    return readRule(app.db, params.id);
  }),
];
