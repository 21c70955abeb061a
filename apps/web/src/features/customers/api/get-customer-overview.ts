import { useQuery } from '@tanstack/react-query';
import { getCustomerOverview } from '@cmt/contract/endpoints/customers';
import { recordQueryOptions } from '../../../components/list-query';

/** One customer's page: the sections the caller's permissions show (each opening is a recorded read). */
export const useCustomerOverview = (id: number) =>
  useQuery({
    ...recordQueryOptions(getCustomerOverview, { id }),
    enabled: id > 0,
    retry: false,
    staleTime: 0,
  });
