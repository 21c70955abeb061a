import type { BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { Strategy } from '../strategy.ts';
import { affiliateTransactionsStrategy } from './affiliate-transactions.ts';
import { antiMoneyLaunderingStrategy } from './anti-money-laundering.ts';
import { bankAccountsStrategy } from './bank-accounts.ts';
import { applicationReviewsStrategy } from './application-reviews.ts';
import { branchesStrategy } from './branches.ts';
import { catiStrategy } from './cati.ts';
import { creditPromotionUsersStrategy } from './credit-promotion-users.ts';
import { merchantsStrategy } from './merchants.ts';
import { cardOffersStrategy, offersStrategy } from './offers.ts';
import { repaymentsStrategy } from './repayments.ts';

/** Every bulk file kind; a new one is a declaration in this folder plus one line here. */
export const strategies: Record<BulkFeature, Strategy<unknown>> = {
  OfferStrategy: offersStrategy,
  CardOfferStrategy: cardOffersStrategy,
  BranchStrategy: branchesStrategy,
  MerchantStrategy: merchantsStrategy,
  CATIStrategy: catiStrategy,
  AffiliateTransactionStrategy: affiliateTransactionsStrategy,
  AntiMoneyLaunderingStrategy: antiMoneyLaunderingStrategy,
  BankStrategy: bankAccountsStrategy,
  ApplicationReviewsStrategy: applicationReviewsStrategy,
  RepaymentsStrategy: repaymentsStrategy,
  CreditPromotionStrategy: creditPromotionUsersStrategy,
} as Record<BulkFeature, Strategy<unknown>>;
