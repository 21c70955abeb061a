import { useQuery } from '@tanstack/react-query';
import { getSmsSettings } from '@cmt/contract/endpoints/sms';
import { callApi } from '../../../lib/api-client';

/** The SMS settings (sender, limits) and the month's counts. */
export const useSmsSettings = () =>
  useQuery({ queryKey: [getSmsSettings.path], queryFn: ({ signal }) => callApi(getSmsSettings, { signal }) });
