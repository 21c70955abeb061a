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
      return undefined;
    },
  });
}
