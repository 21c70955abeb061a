import type { FinancingPartner } from '@cmt/contract/endpoints/financing';
import { answer } from '../../../kit/testing/render-app';

/** A financing partner giving limits from EGP 5,000 to EGP 100,000, for page tests. */
export const valu: FinancingPartner = {
  id: 2,
  name: 'Valu',
  nameAr: 'ڤاليو',
  minLimit: '5000.00',
  maxLimit: '100000.00',
  isActive: true,
  activeLines: 12,
};

/** The server's 400 for an amount in `field` outside Valu's bounds (creditLimitBounds), as it words it. */
export const outsideValuBounds = (field: string) => {
  const message = 'Valu gives limits from EGP 5000.00 to EGP 100000.00';
  return answer(400, {
    code: 'VALIDATION_FAILED',
    message: `body.${field}: ${message}`,
    details: [
      {
        path: ['body', field],
        message,
        key: 'creditLimitBounds',
        params: { partner: valu.name, partnerAr: valu.nameAr, min: valu.minLimit, max: valu.maxLimit },
      },
    ],
  });
};
