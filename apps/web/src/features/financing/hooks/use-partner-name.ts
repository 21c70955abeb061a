import { useCallback } from 'react';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFinancingPartners } from '../api/get-partners';

/**
 * A partner's name in the UI language, for answers that carry only its English name (review
 * history, assign outcomes, promotions): looked up in the partners list, which has both. A name the
 * list does not know (or before it loads) shows as it came.
 */
export function usePartnerName(): (english: string | null | undefined) => string {
  const partners = useFinancingPartners();
  const pick = useBilingual();
  return useCallback(
    (english) => {
      if (!english) return '';
      const partner = partners.data?.find((candidate) => candidate.name === english);
      return partner ? pick(partner.name, partner.nameAr) : english;
    },
    [partners.data, pick],
  );
}
