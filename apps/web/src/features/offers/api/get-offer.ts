import { useQuery } from '@tanstack/react-query';
import { getCardOffer, getRegularOffer } from '@cmt/contract/endpoints/offers';
import { recordQueryOptions } from '../../../kit/list-query';

/**
 * One offer for its form (docs/requirements.md §P7): a regular offer through /offers/regular/{id}, a card offer
 * through /offers/lucky-one-card/{id}.
 */
export const useOffer = (id: number | null, kind: 'REGULAR' | 'CARD') =>
  useQuery({
    ...recordQueryOptions(kind === 'CARD' ? getCardOffer : getRegularOffer, { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
