import type { BootstrapResult } from './features/local-users/bootstrap-admin.ts';
import type { SeedSummary } from './seed/seed-if-empty.ts';

/**
 * The lines printed once the server listens: where it runs and how to sign in. A password is shown
 * only when the server generated it (never one that came from ADMIN_PASSWORD), and the demo staff
 * password names the accounts it belongs to.
 */
export function startBanner(input: {
  url: string;
  appName: string;
  envName: string;
  database: string;
  admin: BootstrapResult;
  seeded: SeedSummary | null;
}): string[] {
  const { admin, seeded } = input;
  const adminLine =
    admin.password && admin.generated
      ? `  Sign in with email ${admin.email} and password ${admin.password}  (generated now and shown only once: note it)`
      : `  Sign in with email ${admin.email} and the admin password (ADMIN_PASSWORD, or the one printed at first start)`;
  return [
    '',
    `  Content Manager (${input.appName}, ${input.envName}) is running at ${input.url}`,
    `  Database: ${input.database}`,
    adminLine,
    ...(seeded
      ? [
          `  Demo data loaded: ${seeded.loaded}`,
          `  Demo staff accounts (password ${seeded.staffPassword}, shown only once): ${seeded.staffEmails.join(', ')}`,
        ]
      : []),
    `  API docs: ${input.url}/api/docs`,
    '',
  ];
}
