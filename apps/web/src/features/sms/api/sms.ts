import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  cancelSmsJob,
  createSmsJob,
  getSmsJob,
  getSmsSettings,
  listSmsJobs,
  listSmsRecipients,
  type SmsInput,
  type SmsRecipientStatus,
} from '@cmt/contract/endpoints/sms';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { useIdempotencyKey } from '../../../components/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

const active = (status: string | undefined) => status === 'QUEUED' || status === 'SENDING';

export const useSmsSettings = () =>
  useQuery({ queryKey: [getSmsSettings.path], queryFn: ({ signal }) => callApi(getSmsSettings, { signal }) });

/** Queues a sending; a double click or a retry with the same content queues it once. */
export function useCreateSmsJob() {
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateEndpoints(listSmsJobs, getSmsSettings);
  return useMutation({
    mutationFn: (body: SmsInput) => callApi(createSmsJob, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}

/** One sending, read again every 1.5 s while it is queued or sending. */
export const useSmsJob = (id: number | null) =>
  useQuery({
    queryKey: [getSmsJob.path, id],
    queryFn: ({ signal }) => callApi(getSmsJob, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (active(query.state.data?.status) ? 1500 : false),
  });

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

export function useCancelSmsJob() {
  const invalidate = useInvalidateEndpoints(listSmsJobs, getSmsJob, listSmsRecipients, getSmsSettings);
  return useMutation({
    mutationFn: (id: number) => callApi(cancelSmsJob, { params: { id } }),
    onSettled: invalidate,
  });
}

export const isActiveJob = active;
