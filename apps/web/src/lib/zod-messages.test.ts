import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage, readFieldMessage } from '@cmt/contract/field-messages';
import { configureZodMessages } from './zod-messages';

const keyOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return readFieldMessage(result.error.issues[0]!.message)?.key;
};

describe("zod's own refusals carry contract keys", () => {
  beforeAll(configureZodMessages);

  it('a number field given text says "enter a number" by key', () => {
    expect(keyOf(z.number(), 'abc')).toBe('notNumber');
    expect(keyOf(z.object({ price: z.number() }), { price: '12x' })).toBe('notNumber');
  });

  it('an address that is not a URL says so by key', () => {
    expect(keyOf(z.url(), 'not a url')).toBe('url');
  });

  it("a schema's own message still wins", () => {
    expect(keyOf(z.number({ error: fieldMessage('enterDiscount') }), 'x')).toBe('enterDiscount');
    expect(keyOf(z.string().min(3, fieldMessage('enterName')), 'a')).toBe('enterName');
  });

  it('a number out of its bounds says the bound as a number, never "too short"', () => {
    const paramsOf = (schema: z.ZodType, value: unknown) => {
      const read = readFieldMessage(schema.safeParse(value).error!.issues[0]!.message);
      return read && { key: read.key, params: read.params };
    };
    expect(paramsOf(z.number().min(1), 0)).toEqual({ key: 'numberAtLeast', params: { min: '1' } });
    expect(paramsOf(z.number().int().positive(), 0)).toEqual({ key: 'numberAbove', params: { min: '0' } });
    expect(paramsOf(z.number().max(30), 31)).toEqual({ key: 'numberAtMost', params: { max: '30' } });
    expect(paramsOf(z.number().lt(100), 100)).toEqual({ key: 'numberBelow', params: { max: '100' } });
    expect(paramsOf(z.bigint().min(5n), 1n)).toEqual({ key: 'numberAtLeast', params: { min: '5' } });
  });

  it('a text out of its bounds counts characters', () => {
    expect(keyOf(z.string().min(3), 'a')).toBe('textAtLeast');
    expect(keyOf(z.string().max(2), 'abc')).toBe('textAtMost');
  });

  it('other refusals keep their zod code for the generic translation', () => {
    for (const [schema, value] of [
      [z.string().min(1), ''],
      [z.array(z.number()).min(2), [1]],
    ] as const) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(readFieldMessage(result.error!.issues[0]!.message)).toBeNull();
      expect(result.error!.issues[0]!.code).toBe('too_small');
    }
  });
});
