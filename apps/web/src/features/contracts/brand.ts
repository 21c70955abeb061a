import type { ContractKind } from '@cmt/contract/endpoints/applications';

/** The two contracts screens: Lucky prints the card request and the instalment contract, Connect its own contract. */
export type Brand = 'lucky' | 'connect';

export const printKindsOf: Record<Brand, ContractKind[]> = {
  lucky: ['debit', 'credit'],
  connect: ['connect'],
};
