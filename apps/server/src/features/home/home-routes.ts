import { getHome } from '@cmt/contract/endpoints/home';
import { implement } from '../../lib/endpoints.ts';
import { homeCards } from './home-queries.ts';

export const homeRoutes = [
  implement(getHome, async ({ app, staff }) => ({ cards: await homeCards(app.db, staff) })),
];
