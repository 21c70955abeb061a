import { useQuery } from '@tanstack/react-query';
import { getMerchant } from '@cmt/contract/endpoints/merchants';
import { recordQueryOptions } from '../../../kit/list-query';

export const useMerchant = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getMerchant, { id: id ?? 0 }), enabled: id !== null, retry: false });
