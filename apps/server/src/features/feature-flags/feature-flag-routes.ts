import {
  createFeatureFlag,
  deleteFeatureFlag,
  getFeatureFlag,
  listFeatureFlagValues,
  listFeatureFlags,
  updateFeatureFlag,
  exportFeatureFlags,
} from '@cmt/contract/endpoints/feature-flags';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { findFlag, flagValues, listFlagPage, flagList } from './feature-flag-queries.ts';
import { createFlag, deleteFlag, updateFlag } from './feature-flag-writes.ts';

export const featureFlagRoutes = [
  implement(listFeatureFlagValues, async ({ app }) => flagValues(app.db)),

  implement(listFeatureFlags, async ({ app, query }) => listFlagPage(app.db, query)),

  implementExport(exportFeatureFlags, { name: 'feature-flags' }, ({ app, query }) => flagList(app.db, query)),

  implement(getFeatureFlag, async ({ app, params }) => findFlag(app.db, params.id)),

  implement(createFeatureFlag, async ({ app, request, body }) => createFlag(app.db, actorOf(request), body)),

  implement(updateFeatureFlag, async ({ app, request, params, body, ifMatch }) =>
    updateFlag(app.db, actorOf(request), params.id, body, ifMatch),
  ),

  implement(deleteFeatureFlag, async ({ app, request, params, ifMatch }) =>
    deleteFlag(app.db, actorOf(request), params.id, ifMatch),
  ),
];
