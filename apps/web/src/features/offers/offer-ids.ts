import { latinDigits } from '@cmt/contract/digits';
import { MAX_ID } from '@cmt/contract/fields';

/** What was pasted into the ids filter: the offer ids in order (each once), and the parts that are not ids. */
export interface PastedIds {
  ids: number[];
  invalid: string[];
}

/**
 * Reads offer ids pasted as text: separated by commas (also the Arabic comma), semicolons, spaces
 * or new lines. An id is a whole number from 1 to the largest id the API takes.
 */
export function parseOfferIds(text: string): PastedIds {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const part of latinDigits(text).split(/[\s,،;]+/)) {
    if (part === '') continue;
    const id = /^\d{1,10}$/.test(part) ? Number(part) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) invalid.push(part);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, invalid };
}
