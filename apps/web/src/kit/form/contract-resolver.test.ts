import { describe, expect, it } from 'vitest';
import { readFieldMessage } from '@cmt/contract/field-messages';
import { creditPromotionInput, type CreditPromotionInput } from '@cmt/contract/endpoints/financing';
import { contractResolver } from './contract-resolver';

type Fields = Record<keyof CreditPromotionInput, string>;
const toBody = (fields: Fields): CreditPromotionInput => ({
  ...fields,
  kind: fields.kind as CreditPromotionInput['kind'],
  limitIncrease: fields.limitIncrease || null,
  interestFreeMonths: fields.interestFreeMonths === '' ? null : Number(fields.interestFreeMonths),
  partnerId: fields.partnerId ? Number(fields.partnerId) : null,
});
const resolve = contractResolver(creditPromotionInput, toBody);
const valid: Fields = {
  nameEn: 'Ramadan boost',
  nameAr: 'زيادة رمضان',
  kind: 'INTEREST_FREE',
  limitIncrease: '',
  interestFreeMonths: '3',
  partnerId: '',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
};
const run = (fields: Fields) => resolve(fields, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contractResolver', () => {
  it("puts the endpoint's refusals on the fields of the same name, with the contract's keys", async () => {
    const result = await run({ ...valid, nameEn: '', interestFreeMonths: '99' });
    expect(readFieldMessage(result.errors.nameEn?.message ?? '')?.key).toBe('enterEnglishName');
    expect(readFieldMessage(result.errors.interestFreeMonths?.message ?? '')?.key).toBe('interestFreeMonths');
    expect(result.values).toEqual({});
  });

  it('refuses text where the body holds a number', async () => {
    const result = await run({ ...valid, interestFreeMonths: 'three' });
    expect(result.errors.interestFreeMonths).toBeDefined();
  });

  it('lets valid fields through as the form holds them', async () => {
    const result = await run(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });
});
