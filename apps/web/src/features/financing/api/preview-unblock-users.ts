import { useMutation } from '@tanstack/react-query';
import { previewUnblockUsers } from '@cmt/contract/endpoints/financing';
import { callApi } from '../../../lib/api-client';

/** Which of these users are blocked from financing, and why; nothing changes. */
export const usePreviewUnblockUsers = () =>
  useMutation({
    mutationFn: (body: { usersIds: number[]; reason?: string }) => callApi(previewUnblockUsers, { body }),
  });
