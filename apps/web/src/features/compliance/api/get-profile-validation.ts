import { useQuery } from '@tanstack/react-query';
import { getProfileValidation } from '@cmt/contract/endpoints/compliance';
import { recordQueryOptions } from '../../../kit/list-query';

export const useProfileValidation = (id: number | null) =>
  useQuery({
    ...recordQueryOptions(getProfileValidation, { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
