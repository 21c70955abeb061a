import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@cmt/contract/endpoint';
import {
  getConnectContractApplication,
  getLuckyContractApplication,
} from '@cmt/contract/endpoints/applications';
import { verifySignature } from '@cmt/contract/endpoints/contracts';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

export const markSigned = (body: BodyOf<typeof verifySignature>) => callApi(verifySignature, { body });

export function useMarkSigned() {
  const invalidate = useInvalidateEndpoints(getLuckyContractApplication, getConnectContractApplication);
  return useMutation({ mutationFn: markSigned, onSuccess: invalidate });
}
