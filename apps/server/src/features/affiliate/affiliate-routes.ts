import { cashoutRoutes } from './cashout-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { affiliateConfigRoutes } from './config-routes.ts';
import { affiliateMerchantRoutes } from './merchant-routes.ts';

/** Every affiliate endpoint: merchants, popular, categories, orders CSV, cashouts, contest and banners configs. */
export const affiliateRoutes = [
  ...affiliateMerchantRoutes,
  ...categoryRoutes,
  ...cashoutRoutes,
  ...affiliateConfigRoutes,
];
