import { getDecision, listDecisions } from '@cmt/contract/endpoints/decisions';
import { implement } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/errors.ts';

// Unbuilt: replaced by the decision records' queries (issue 37 item 1).
const unbuilt = () => {
  throw new AppError(501, 'NOT_BUILT', 'Decision records are being built');
};

export const decisionRoutes = [implement(listDecisions, unbuilt), implement(getDecision, unbuilt)];
