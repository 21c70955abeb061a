import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** Returns the translation of a contract message, or undefined when the feature does not know it. */
export type MessageTranslator = (message: string) => string | undefined;

function translateErrors(errors: FieldErrors, translate: MessageTranslator): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    const translated = typeof message === 'string' ? translate(message) : undefined;
    if (translated) {
      // Marked as already final text, so useErrorText shows it as it is.
      Object.assign(error, { message: translated, type: 'server' });
    } else {
      translateErrors(error as FieldErrors, translate);
    }
  }
}

/**
 * Wraps a resolver (usually zodResolver(contractSchema)) so the contract's own English messages a
 * feature knows (its field rules such as "The end date is before the start date") reach the form
 * translated. Unknown messages go through unchanged to useErrorText's generic handling.
 */
export function withTranslatedMessages<T extends FieldValues>(
  resolver: Resolver<T>,
  translate: MessageTranslator,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors, translate);
    return result;
  };
}

/** Translates, in place, the field messages of a 400 the server sent, before applyServerErrors. */
export function translateApiError(error: unknown, translate: MessageTranslator): unknown {
  if (error instanceof ApiError && Array.isArray(error.details)) {
    for (const issue of error.details as { message?: unknown }[]) {
      const translated = typeof issue.message === 'string' ? translate(issue.message) : undefined;
      if (translated) issue.message = translated;
    }
  }
  return error;
}
