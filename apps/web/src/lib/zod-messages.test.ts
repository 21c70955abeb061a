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

  it('other refusals keep their zod code for the generic translation', () => {
    const result = z.string().min(3).safeParse('a');
    expect(result.success).toBe(false);
    expect(readFieldMessage(result.error!.issues[0]!.message)).toBeNull();
    expect(result.error!.issues[0]!.code).toBe('too_small');
  });
});
