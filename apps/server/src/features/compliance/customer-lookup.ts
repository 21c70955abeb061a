import { eq, like, type SQL } from 'drizzle-orm';
import { customerApplications as ca } from '../../db/schema.ts';
import { applicationFullName } from '../../domain/applications.ts';
import { containsText, escapeLike } from '../../lib/sql.ts';

/**
 * Finds customers on the compliance screens by what staff type: a whole national id (14 digits,
 * exact: the lists show ids masked, and a prefix search would let anyone read them digit by digit),
 * an Egyptian mobile (01…, +20…, its first digits), or a part of the name.
 */
export function customerLookupCondition(q: string): SQL {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const local = digits.replace(/^(?:\+|00)?20(?=1)/, '0');
    if (local.startsWith('01') && local.length <= 11) return like(ca.phone, `${escapeLike(local)}%`);
    return eq(ca.documentNumber, digits);
  }
  return containsText(applicationFullName, q);
}
