import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSmsRecipients, type SmsRecipientStatus } from '@cmt/contract/endpoints/sms';
import { callApi } from '../../../lib/api-client';

/**
 * The numbers of a sending with their outcome; `progress` (the job's counts and status) is part of
 * the key, so the outcomes are read again each time the job moves, and once more when it ends.
 */
export const useSmsRecipients = (
  id: number | null,
  query: { page: number; pageSize: number; status: 'ALL' | SmsRecipientStatus },
  progress: string,
) =>
  useQuery({
    queryKey: [listSmsRecipients.path, id, query, progress],
    queryFn: ({ signal }) => callApi(listSmsRecipients, { params: { id: id! }, query, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
