import { useQuery } from '@tanstack/react-query';
import { listCreditPromotions } from '@cmt/contract/endpoints/financing';
import { callApi } from '../../../lib/api-client';

/** The promotions a file of eligible customers may name: running and scheduled ones. */
export const useOpenPromotions = () =>
  useQuery({
    queryKey: [listCreditPromotions.path, 'open'],
    queryFn: async ({ signal }) => {
      const [running, scheduled] = await Promise.all(
        (['ACTIVE', 'SCHEDULED'] as const).map((status) =>
          callApi(listCreditPromotions, { query: { status, pageSize: 100 }, signal }),
        ),
      );
      return [...running!.items, ...scheduled!.items];
    },
  });
