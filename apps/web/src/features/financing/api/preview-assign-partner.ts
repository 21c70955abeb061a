import { useMutation } from '@tanstack/react-query';
import { previewAssignPartner, type AssignPartnerBody } from '@cmt/contract/endpoints/financing';
import { callApi } from '../../../lib/api-client';

/** What assigning would do to each user; nothing changes. */
export const usePreviewAssignPartner = () =>
  useMutation({ mutationFn: (body: AssignPartnerBody) => callApi(previewAssignPartner, { body }) });
