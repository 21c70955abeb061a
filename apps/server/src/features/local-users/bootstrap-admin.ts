import { count } from 'drizzle-orm';
import { permissionKeys } from '@cmt/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { writeAudit } from '../../lib/audit.ts';

export interface BootstrapResult {
  email: string;
  /** Set only when the admin was created now; a generated one is shown once and never stored. */
  password?: string;
  generated: boolean;
}

/** On a database without staff, creates the admin with every permission (DECISIONS §4). */
export async function ensureAdmin(
  db: DbOrTx,
  options: { email: string; password?: string },
): Promise<BootstrapResult> {
  const [existing] = await db.select({ value: count() }).from(staffUsers);
  if ((existing?.value ?? 0) > 0) return { email: options.email, generated: false };
  const password = options.password ?? generatePassword();
  await db.insert(staffUsers).values({
    email: options.email.toLowerCase(),
    name: 'Administrator',
    permissions: [...permissionKeys],
    passwordHash: await hashPassword(password),
  });
  await writeAudit(
    db,
    { staff: null, ip: null },
    { action: 'staff.bootstrapAdmin', targetType: 'staff', targetId: options.email },
  );
  return { email: options.email, password, generated: !options.password };
}
