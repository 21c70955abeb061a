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

/** Another instance, starting on the same empty database at the same moment, created the admins first. */
class CreatedElsewhere extends Error {}

/**
 * On a database without staff, creates the administrators of ADMIN_EMAIL (a comma list) with every
 * permission (docs/requirements.md §D4), each audited, all or none. Nobody made them, so they carry no four-eyes
 * tie (docs/four-eyes.md): a deployment that needs several administrators on day one gets several
 * untied checkers. Each gets its own generated password; `password` (ADMIN_PASSWORD) only for one.
 */
export async function ensureAdmins(
  db: DbOrTx,
  options: { emails: readonly string[]; password?: string },
): Promise<BootstrapResult[]> {
  const existing = () => options.emails.map((email) => ({ email, generated: false }));
  const [staff] = await db.select({ value: count() }).from(staffUsers);
  if ((staff?.value ?? 0) > 0) return existing();
  if (options.password && options.emails.length > 1) {
    throw new Error('ADMIN_PASSWORD sets the password of a single ADMIN_EMAIL');
  }
  const made = options.emails.map((email) => ({
    email,
    password: options.password ?? generatePassword(),
    generated: !options.password,
  }));
  const hashes = await Promise.all(made.map((admin) => hashPassword(admin.password)));
  try {
    await db.transaction(async (outer) => {
      for (const [i, admin] of made.entries()) {
        await audited(outer, systemActor, 'staff.bootstrapAdmin', 'staff', async (tx, note) => {
          const created = await tx
            .insert(staffUsers)
            .values({
              email: admin.email.toLowerCase(),
              name: 'Administrator',
              permissions: [...permissionKeys],
              passwordHash: hashes[i]!,
            })
            .onConflictDoNothing()
            .returning({ id: staffUsers.id });
          if (created.length === 0) throw new CreatedElsewhere();
          note.targetId = admin.email;
        });
      }
    });
  } catch (error) {
    if (error instanceof CreatedElsewhere) return existing();
    throw error;
  }
  return made;
}

/** The single administrator of `email` (see ensureAdmins). */
export async function ensureAdmin(
  db: DbOrTx,
  options: { email: string; password?: string },
): Promise<BootstrapResult> {
  const [admin] = await ensureAdmins(db, { emails: [options.email], password: options.password });
  return admin!;
}
