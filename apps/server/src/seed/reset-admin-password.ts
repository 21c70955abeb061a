import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { MigrationsPending, openDatabase, type DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { systemActor } from '../lib/audit.ts';
import { audited } from '../lib/audited.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { serverAnswers } from '../lib/server-answers.ts';
import { commandConfig } from './command-config.ts';

/**
 * `npm run reset-admin-password [-- --email admin@lucky.app]`: gives a staff account (the admin of
 * ADMIN_EMAIL by default) a new password, on DATABASE_URL or the embedded database of DATA_DIR.
 * The password comes from ADMIN_PASSWORD when set (and is not printed), otherwise it is generated
 * and printed once. The account's sessions end (its token version moves on) and the change is in
 * the audit log as `staff.resetPassword`, made by the system from the command line.
 */
async function resetPassword(
  db: DbOrTx,
  email: string,
  password: string,
): Promise<{ isActive: boolean } | null> {
  const passwordHash = await hashPassword(password);
  return audited(db, systemActor, 'staff.resetPassword', 'staff', async (tx, note) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: new Date(), tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
      .where(eq(staffUsers.email, email.toLowerCase()))
      .returning({ email: staffUsers.email, isActive: staffUsers.isActive });
    if (!row) throw new AccountNotFound();
    note.targetId = row.email;
    note.after = { via: 'npm run reset-admin-password' };
    return { isActive: row.isActive };
  }).catch((error: unknown) => {
    if (error instanceof AccountNotFound) return null;
    throw error;
  });
}

class AccountNotFound extends Error {}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(
      `${(error as Error).message}\nUse: npm run reset-admin-password -- --email admin@lucky.app`,
    );
    return 1;
  }
  if (args.help) {
    console.log(
      'Use: npm run reset-admin-password [-- --email <staff email>]\n' +
        'Sets a new password for that account (default: ADMIN_EMAIL, admin@<APP_NAME>.app) and ends its sessions.\n' +
        'The password is ADMIN_PASSWORD when set, otherwise a generated one printed once.',
    );
    return 0;
  }
  const config = commandConfig();
  if (!config) return 1;
  const email = (args.email ?? config.adminEmail).trim();
  if (!config.DATABASE_URL && (await serverAnswers(config.PORT))) {
    console.error(
      `A server answers on port ${config.PORT}. The embedded database (${path.resolve(config.DATA_DIR)}) can be ` +
        'open in one process at a time: stop the server, run this command again, then start the server.',
    );
    return 1;
  }
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  // The server's rule: on PostgreSQL, `npm run migrate` is a step of its own (docs/deployment.md).
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrations: config.DATABASE_URL ? 'check' : 'apply',
  }).catch((error: unknown) => {
    if (error instanceof MigrationsPending) return error;
    throw error;
  });
  if (database instanceof MigrationsPending) {
    console.error(`${database.message} Nothing was changed.`);
    return 1;
  }
  try {
    const account = await resetPassword(database.db, email, password);
    if (!account) {
      console.error(
        `No staff account has the email ${email}: nothing was changed. Give the account's email with --email.`,
      );
      return 1;
    }
    console.log(`The password of ${email.toLowerCase()} was reset; its open sessions have ended.`);
    console.log(
      config.ADMIN_PASSWORD
        ? '  New password: the one in ADMIN_PASSWORD.'
        : `  New password: ${password}  (shown only this once: note it)`,
    );
    if (!account.isActive) {
      console.log('  Note: this account is disabled; another administrator can enable it in Local Users.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
