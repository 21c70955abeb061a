import { useQuery } from '@tanstack/react-query';
import { getBusinessDays } from '@cmt/contract/endpoints/calendar';
import { listQueryOptions } from '../../../kit/list-query';

/**
 * The due day `days` business days after `from`, with the days skipped (GET /calendar/business-days);
 * asked only once both read (`enabled`).
 */
export const useBusinessDays = (from: string, days: number | null) =>
  useQuery({
    ...listQueryOptions(getBusinessDays, { from, days: days ?? 0 }),
    enabled: days !== null && /^\d{4}-\d{2}-\d{2}$/.test(from),
  });
