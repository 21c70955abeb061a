import type { Implementation } from '../lib/endpoints.ts';
import { affiliateRoutes } from './affiliate/affiliate-routes.ts';
import { applicationRoutes } from './contracts/contract-customer-routes.ts';
import { approvalRoutes } from './approvals/approval-routes.ts';
import { appUserRoutes } from './app-users/app-user-routes.ts';
import { auditRoutes } from './audit/audit-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { bannerRoutes } from './banners/banner-routes.ts';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { bulkRoutes } from './bulk/bulk-routes.ts';
import { complianceRoutes } from './compliance/compliance-routes.ts';
import { customerRoutes } from './customers/customer-routes.ts';
import { configRoutes } from '../plugins/config-route.ts';
import { contractRoutes } from './contracts/contract-routes.ts';
import { featureFlagRoutes } from './feature-flags/feature-flag-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { processBatchRoutes } from './bulk/process-batch-routes.ts';
import { financingRoutes } from './financing/financing-routes.ts';
import { homeRoutes } from './home/home-routes.ts';
import { notificationsRoutes } from './notifications/notifications-routes.ts';
import { localUserRoutes } from './local-users/local-user-routes.ts';
import { merchantRoutes } from './merchants/merchant-routes.ts';
import { offersAreaRoutes } from './offers/routes.ts';
import { plusRoutes } from './plus/plus-routes.ts';
import { smsRoutes } from './sms/sms-routes.ts';
import { caseCoreRoutes } from './cases/case-routes.ts';
import { caseFileRoutes } from './cases/case-file-routes.ts';
import { decisionRoutes } from './decisions/decision-routes.ts';
import { ruleRoutes } from './rules/rule-routes.ts';

/** Every endpoint implementation; registerEndpoints checks this covers the whole contract catalog. */
export const implementations: Implementation[] = [
  ...configRoutes,
  ...authRoutes,
  ...auditRoutes,
  ...featureFlagRoutes,
  ...bannerRoutes,
  ...bulkRoutes,
  ...localUserRoutes,
  ...offersAreaRoutes,
  ...merchantRoutes,
  ...applicationRoutes,
  ...contractRoutes,
  ...affiliateRoutes,
  ...complianceRoutes,
  ...fileRoutes,
  ...smsRoutes,
  ...plusRoutes,
  ...appUserRoutes,
  ...financingRoutes,
  ...processBatchRoutes,
  ...approvalRoutes,
  ...homeRoutes,
  ...notificationsRoutes,
  ...customerRoutes,
  ...caseCoreRoutes,
  ...caseFileRoutes,
  ...calendarRoutes,
  ...decisionRoutes,
  ...ruleRoutes,
];
