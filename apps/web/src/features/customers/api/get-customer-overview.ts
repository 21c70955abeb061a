import { useQueries } from '@tanstack/react-query';
import { getCustomerOverview, type CustomerSection } from '@cmt/contract/endpoints/customers';
import { callApi } from '../../../lib/api-client';

/**
 * One customer's page, one request per section the caller's permissions show: each section shows as
 * soon as its own answer arrives, none waits for the slowest (each reading is a recorded read).
 */
export const useCustomerSections = (id: number, sections: readonly CustomerSection[]) =>
  useQueries({
    queries: sections.map((section) => ({
      queryKey: [getCustomerOverview.path, { id }, section] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getCustomerOverview, { params: { id }, query: { section }, signal }),
      enabled: id > 0,
      retry: false,
      staleTime: 0,
    })),
  });
