import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with its endpoint's schema when the fields hold text that the request body
 * holds as numbers, nulls or lists: `toBody` makes the body from the fields (the same function
 * the submit uses), the contract's schema checks it, and each refusal lands on the field of the
 * same name. The form keeps its own values; nothing is restated.
 */
export function contractResolver<Fields extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (fields: Fields) => z.input<Schema>,
): Resolver<Fields> {
  const validate = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (fields, context, options) => {
    const result = await validate(toBody(fields) as FieldValues, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values: fields, errors: {} };
  };
}
