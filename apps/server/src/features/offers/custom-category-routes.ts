import {
  createCustomCategory,
  getCustomCategory,
  getLastCustomCategory,
  updateCustomCategory,
} from '@cmt/contract/endpoints/offers';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { findCategory, lastCategory } from './custom-category-queries.ts';
import { createCategory, updateCategory } from './custom-category-writes.ts';

export const customCategoryRoutes = [
  implement(getLastCustomCategory, async ({ app }) => lastCategory(app.db, app.config.CDN_BASE_URL)),

  implement(getCustomCategory, async ({ app, params }) =>
    findCategory(app.db, app.config.CDN_BASE_URL, params.id),
  ),

  implement(createCustomCategory, async ({ app, request, body }) =>
    createCategory(app.db, actorOf(request), app.config.CDN_BASE_URL, body),
  ),

  implement(updateCustomCategory, async ({ app, request, params, body, ifMatch }) =>
    updateCategory(app.db, actorOf(request), app.config.CDN_BASE_URL, params.id, body, ifMatch),
  ),
];
