// Answers 501 until built (issue 36, in progress): delete this file when its endpoints are implemented.
import {
  listCases,
  exportCases,
  getCase,
  createCase,
  moveCase,
  assignCase,
  assignCases,
  addCaseLinks,
  nextCase,
  claimCase,
  releaseCase,
} from '@cmt/contract/endpoints/cases';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/endpoints.ts';

const unbuilt = async (): Promise<never> => {
  throw new AppError(501, 'NOT_BUILT', 'Not built yet');
};

export const unbuiltCaseCore = [
  implement(listCases, unbuilt),
  implement(exportCases, unbuilt),
  implement(getCase, unbuilt),
  implement(createCase, unbuilt),
  implement(moveCase, unbuilt),
  implement(assignCase, unbuilt),
  implement(assignCases, unbuilt),
  implement(addCaseLinks, unbuilt),
  implement(nextCase, unbuilt),
  implement(claimCase, unbuilt),
  implement(releaseCase, unbuilt),
];
