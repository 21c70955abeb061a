// Answers 501 until built (issue 36, in progress): delete this file when its endpoints are implemented.
import { listCaseStaff } from '@cmt/contract/endpoints/cases';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/endpoints.ts';

const unbuilt = async (): Promise<never> => {
  throw new AppError(501, 'NOT_BUILT', 'Not built yet');
};

export const unbuiltCaseCore = [implement(listCaseStaff, unbuilt)];
