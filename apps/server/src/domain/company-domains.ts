import { fieldMessage, type FieldMessageKey } from '@cmt/contract/field-messages';
import type { Config } from '../config.ts';
import { AppError, fieldIssue } from '../lib/errors.ts';

/** The two company domains whose staff may have an account and sign in (docs/requirements.md §P6; docs/requirements.md §D4). */
export type CompanyDomains = Pick<Config, 'productDomain' | 'PARTNER_DOMAIN'>;

/** True when the email is on the app domain (`<APP_NAME>.app`) or the partner domain, in any case. */
export function isCompanyEmail(domains: CompanyDomains, email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  return (
    at > 0 &&
    (domain === domains.productDomain.toLowerCase() || domain === domains.PARTNER_DOMAIN.toLowerCase())
  );
}

/**
 * 400 DOMAIN_NOT_ALLOWED, with the email field's message (key and the two domains) in `details`, for
 * the form to show on its email field in the staff member's language.
 */
export function domainNotAllowed(
  domains: CompanyDomains,
  key: Extract<FieldMessageKey, 'companyEmailOnly' | 'companyEmailDisableOnly'> = 'companyEmailOnly',
): AppError {
  const issue = fieldIssue(
    ['body', 'email'],
    fieldMessage(key, { appDomain: domains.productDomain, partnerDomain: domains.PARTNER_DOMAIN }),
  );
  return new AppError(400, 'DOMAIN_NOT_ALLOWED', issue.message, [issue]);
}
