import { count } from 'drizzle-orm';
import { permissionKeys } from '@cmt/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import { systemActor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';

export interface BootstrapResult {
  email: string;
  /** Set only when the admin was created now; a generated one is shown once and never stored. */
  password?: string;
  generated: boolean;
}

/** Another instance, starting on the same empty database at the same moment, created the admin first. */
class CreatedElsewhere extends Error {}

/** On a database without staff, creates the admin with every permission (DECISIONS §4), audited. */
export async function ensureAdmin(
  db: DbOrTx,
  options: { email: string; password?: string },
): Promise<BootstrapResult> {
  const [existing] = await db.select({ value: count() }).from(staffUsers);
  if ((existing?.value ?? 0) > 0) return { email: options.email, generated: false };
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await audited(db, systemActor, 'staff.bootstrapAdmin', 'staff', async (tx, note) => {
      const created = await tx
        .insert(staffUsers)
        .values({
          email: options.email.toLowerCase(),
          name: 'Administrator',
          permissions: [...permissionKeys],
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({ id: staffUsers.id });
      if (created.length === 0) throw new CreatedElsewhere();
      note.targetId = options.email;
    });
  } catch (error) {
    if (error instanceof CreatedElsewhere) return { email: options.email, generated: false };
    throw error;
  }
  return { email: options.email, password, generated: !options.password };
}
