import type { z } from 'zod';
import { featureFlagInput, flagValue, type FlagValue } from '@cmt/contract/endpoints/feature-flags';

export const valueTypes = ['boolean', 'number', 'string', 'list'] as const;
export type ValueType = (typeof valueTypes)[number];

export function valueTypeOf(value: FlagValue): ValueType {
  if (Array.isArray(value)) return 'list';
  return typeof value as Exclude<ValueType, 'list'>;
}

export const emptyValueOf: Record<ValueType, FlagValue> = { boolean: false, number: 0, string: '', list: [] };

const [booleanValue, numberValue, stringValue, listValue] = flagValue.options;

/**
 * The contract's input schema with `value` narrowed to the chosen type, so a text typed into the
 * number editor is reported as "enter a number" instead of silently saved as text.
 */
export const flagFormSchemas = {
  boolean: featureFlagInput.extend({ value: booleanValue }),
  number: featureFlagInput.extend({ value: numberValue }),
  string: featureFlagInput.extend({ value: stringValue }),
  list: featureFlagInput.extend({ value: listValue }),
} satisfies Record<ValueType, z.ZodType>;
