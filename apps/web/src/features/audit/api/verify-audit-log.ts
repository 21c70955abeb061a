import { useMutation } from '@tanstack/react-query';
import { verifyAuditLog } from '@cmt/contract/endpoints/audit';
import { callApi } from '../../../lib/api-client';

/** Walks the audit log's SHA-256 chain on the server (on demand: it reads every sealed entry). */
export const useVerifyAuditLog = () => useMutation({ mutationFn: () => callApi(verifyAuditLog) });
