import { z } from 'zod';
import { fieldMessage } from '@cmt/contract/field-messages';

/**
 * zod's own refusals that staff meet in forms, as contract field message keys, so the screen
 * translates them by key like every other field message (never by matching zod's English). A
 * message a schema names itself still wins: this map is only asked when there is none.
 */
export function configureZodMessages(): void {
  z.config({
    customError(issue) {
      if (issue.code === 'invalid_type' && issue.expected === 'number') return fieldMessage('notNumber');
      if (issue.code === 'invalid_format' && issue.format === 'url') return fieldMessage('url');
      return boundMessage(issue);
    },
  });
}

type Issue = z.core.$ZodRawIssue;

/**
 * A number's bound as a number ("at least 1", never "Too short"), a text's as characters; other
 * bounds (lists, dates) and a text's minimum of 1 (an empty field) keep their generic wording.
 */
function boundMessage(issue: Issue): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const numeric = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
  if (issue.code === 'too_small') {
    const min = String(issue.minimum);
    if (numeric) return fieldMessage(issue.inclusive === false ? 'numberAbove' : 'numberAtLeast', { min });
    if (issue.origin === 'string' && Number(issue.minimum) > 1) return fieldMessage('textAtLeast', { min });
    return undefined;
  }
  const max = String(issue.maximum);
  if (numeric) return fieldMessage(issue.inclusive === false ? 'numberBelow' : 'numberAtMost', { max });
  if (issue.origin === 'string') return fieldMessage('textAtMost', { max });
  return undefined;
}
