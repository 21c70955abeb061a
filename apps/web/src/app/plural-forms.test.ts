import { describe, expect, it } from 'vitest';
import { bulkRowsLocales } from '../kit/bulk-rows/locales';
import { caseLinksLocales } from '../kit/cases/locales';
import { patternsLocales } from '../kit/locales';
import { affiliateLocales } from '../features/affiliate/locales';
import { appUsersLocales } from '../features/app-users/locales';
import { approvalsLocales } from '../features/approvals/locales';
import { bannersLocales } from '../features/banners/locales';
import { bulkLocales } from '../features/bulk/locales';
import { calendarLocales } from '../features/calendar/locales';
import { casesLocales } from '../features/cases/locales';
import { complianceLocales } from '../features/compliance/locales';
import { contractsLocales } from '../features/contracts/locales';
import { featureFlagsLocales } from '../features/feature-flags/locales';
import { filesLocales } from '../features/files/locales';
import { financingLocales } from '../features/financing/locales';
import { localUsersLocales } from '../features/local-users/locales';
import { permissionLocales } from '../kit/permissions/permission-locales';
import { merchantsLocales } from '../features/merchants/locales';
import { notificationsLocales } from '../features/notifications/locales';
import { offersLocales } from '../features/offers/locales';
import { plusLocales } from '../features/plus/locales';
import { smsLocales } from '../features/sms/locales';
import ar from '../locales/ar';
import arMA from '../locales/ar-MA';
import en from '../locales/en';
import fr from '../locales/fr';
import { knownLanguages, loadEveryLanguage, type FeatureNamespace, type Language } from '../lib/i18n';

const features: Record<string, FeatureNamespace> = {
  patterns: patternsLocales,
  bulkRows: bulkRowsLocales,
  caseLinks: caseLinksLocales,
  affiliate: affiliateLocales,
  appUsers: appUsersLocales,
  approvals: approvalsLocales,
  banners: bannersLocales,
  bulk: bulkLocales,
  calendar: calendarLocales,
  cases: casesLocales,
  compliance: complianceLocales,
  contracts: contractsLocales,
  featureFlags: featureFlagsLocales,
  files: filesLocales,
  financing: financingLocales,
  localUsers: localUsersLocales,
  permissions: permissionLocales,
  merchants: merchantsLocales,
  notifications: notificationsLocales,
  offers: offersLocales,
  plus: plusLocales,
  sms: smsLocales,
};
const namespaces: Record<string, Record<Language, object>> = {
  common: { en, ar, fr, 'ar-MA': arMA },
  ...Object.fromEntries(
    await Promise.all(
      Object.entries(features).map(async ([ns, namespace]) => [ns, await loadEveryLanguage(namespace)]),
    ),
  ),
};

/**
 * `{{count}}` where no noun follows it: a position's total ("3 of {{count}}"), a label's value
 * ("Orders: {{count}}"), "+{{count}} more", or the list's fixed cap (never 1).
 */
const noNoun = new Set([
  'patterns:table.displayedRows',
  'offers:ordered.moved',
  'affiliate:popular.moved',
  'affiliate:banners.moved',
  'affiliate:merchantForm.orders',
  'financing:detail.instalments.number',
  'financing:unblock.useSelected',
  'featureFlags:more',
  'appUsers:more',
  'common:signIn.codeWrong',
  'bulk:messages.applyLinesChanged',
  'bulkRows:selected',
  'bulkRows:confirmMessage',
  'bulkRows:outcome.done',
  'bulkRows:outcome.pending',
  'bulkRows:outcome.failed',
]);

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : value && typeof value === 'object'
        ? leaves(value as object, `${prefix}${key}.`)
        : [],
  );
}

const suffix = /_(zero|one|two|few|many|other)$/;

describe('counts take the plural forms of each language ("1 rows" no more)', () => {
  for (const language of knownLanguages) {
    it(`in ${language}`, () => {
      // Arabic has six forms (zero, one, two, few for 3-10, many for 11-99, other); English and French
      // two (French's "many" is only for round millions, where i18next falls back to "other").
      const forms = language.startsWith('ar')
        ? new Intl.PluralRules(language).resolvedOptions().pluralCategories
        : (['one', 'other'] as const);
      const problems: string[] = [];
      for (const [ns, locales] of Object.entries(namespaces)) {
        const all = new Map(leaves(locales[language]));
        for (const [key, text] of all) {
          if (!text.includes('{{count}}')) continue;
          const base = key.replace(suffix, '');
          if (noNoun.has(`${ns}:${base}`)) continue;
          if (base === key) {
            problems.push(`${ns}:${key} counts without plural forms`);
            continue;
          }
          const missing = forms.filter((form) => !all.has(`${base}_${form}`));
          if (missing.length > 0) problems.push(`${ns}:${base} lacks ${missing.join(', ')}`);
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }
});
