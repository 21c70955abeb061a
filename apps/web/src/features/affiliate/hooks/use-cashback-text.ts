import type { AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { useAffiliateTranslation } from './use-affiliate-translation';
import { useMoney } from '../../../lib/money';

/** The cashback of a merchant as customers read it: "4.5%" or "EGP 25.00 per order". */
export function useCashbackText() {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  return (merchant: Pick<AffiliateMerchantSummary, 'cashbackType' | 'cashbackValue'>) =>
    merchant.cashbackType === 'PERCENTAGE'
      ? money.percent(merchant.cashbackValue)
      : t('merchants.perOrder', { amount: money.egp(merchant.cashbackValue) });
}
