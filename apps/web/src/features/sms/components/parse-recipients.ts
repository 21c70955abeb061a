import { normalizeEgyptianMobile } from '@cmt/contract/sms';

export interface ParsedRecipients {
  /** Numbers as the server stores them (01…), each once, in the order given. */
  valid: string[];
  duplicates: number;
  /** What could not be read as an Egyptian mobile, with its position in the list (1-based). */
  invalid: { position: number; text: string }[];
}

/**
 * Numbers as staff paste them: one per line or separated by commas or semicolons (a CSV's first
 * column works too), spaces and dashes inside a number allowed. A header line ("phone") is skipped.
 */
export function parseRecipients(text: string): ParsedRecipients {
  const entries = text
    .split(/[\n\r,;\t]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const result: ParsedRecipients = { valid: [], duplicates: 0, invalid: [] };
  entries.forEach((entry, index) => {
    if (index === 0 && /^[a-z _"']+$/i.test(entry)) return;
    const phone = normalizeEgyptianMobile(entry.replace(/^"|"$/g, ''));
    if (!phone) result.invalid.push({ position: index + 1, text: entry });
    else if (seen.has(phone)) result.duplicates += 1;
    else {
      seen.add(phone);
      result.valid.push(phone);
    }
  });
  return result;
}

/** The first cell of each line of a CSV or text file, for the numbers box. */
export const firstColumn = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.split(/[,;\t]/)[0]!.trim())
    .filter(Boolean);
