import { cardOfferRoutes } from './card-offer-routes.ts';
import { customCategoryRoutes } from './custom-category-routes.ts';
import { offerRoutes } from './offer-routes.ts';
import { orderedOfferRoutes } from './ordered-offer-routes.ts';

/** Every offers endpoint (regular and card offers, popular, onboarding, customized category). */
export const offersAreaRoutes = [
  ...offerRoutes,
  ...cardOfferRoutes,
  ...orderedOfferRoutes,
  ...customCategoryRoutes,
];
