import { useQuery } from '@tanstack/react-query';
import { getPlusPlan } from '@cmt/contract/endpoints/plus';
import { recordQueryOptions } from '../../../kit/list-query';

/** One plan (id null: a new one, nothing to load). */
export const usePlusPlan = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getPlusPlan, { id: id ?? 0 }), enabled: id !== null, retry: false });
