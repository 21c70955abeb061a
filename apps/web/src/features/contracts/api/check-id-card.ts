import { useMutation } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '@cmt/contract/endpoint';
import {
  ACTIVE_CREDIT_LINE_STATUSES,
  getUserCredit,
  type Application,
} from '@cmt/contract/endpoints/applications';
import { callApi } from '../../../lib/api-client';

export type IdCardCheck = ResponseOf<typeof getUserCredit>;

/** POST /financing/users/{id}/credit (docs/requirements.md §P7): the card's national id against the application, and the active line. */
export const checkIdCard = (userId: number, body: BodyOf<typeof getUserCredit>) =>
  callApi(getUserCredit, { params: { id: userId }, body });

/**
 * The same check on the Connect screen for agents without the Lucky permission the call needs (a
 * 403 would sign them out): the application they already loaded under their own permission is
 * compared with the card, with the same rule for the active line.
 */
export const checkIdCardLocally = (application: Application, IDCardNumber: string): IdCardCheck | null =>
  application.documentNumber === IDCardNumber
    ? {
        userId: application.userId,
        activePartner:
          application.financingPartner.find((p) =>
            ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus),
          ) ?? null,
      }
    : null;

export const useCheckIdCard = () =>
  useMutation({
    mutationFn: ({ userId, IDCardNumber }: { userId: number; IDCardNumber: string }) =>
      checkIdCard(userId, { IDCardNumber }),
  });
