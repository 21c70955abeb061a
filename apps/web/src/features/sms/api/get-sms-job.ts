import { useQuery } from '@tanstack/react-query';
import { getSmsJob } from '@cmt/contract/endpoints/sms';
import { callApi } from '../../../lib/api-client';

/** A sending still moving on its own (queued or sending). */
export const isActiveJob = (status: string | undefined) => status === 'QUEUED' || status === 'SENDING';

/** One sending, read again every 1.5 s while it is queued or sending. */
export const useSmsJob = (id: number | null) =>
  useQuery({
    queryKey: [getSmsJob.path, id],
    queryFn: ({ signal }) => callApi(getSmsJob, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isActiveJob(query.state.data?.status) ? 1500 : false),
  });
