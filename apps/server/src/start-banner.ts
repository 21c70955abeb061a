import type { BootstrapResult } from './features/local-users/bootstrap-admin.ts';
import type { SeedSummary } from './seed/seed-if-empty.ts';

/**
 * The lines printed once the server listens: where it runs and how to sign in. A password is shown
 * only when the server generated it (never one that came from ADMIN_PASSWORD or DEMO_STAFF_PASSWORD),
 * one line per administrator of ADMIN_EMAIL, and the demo staff password names the accounts it belongs to. ADMIN_PASSWORD only sets the password of the admin
 * that a database without staff gets, so an existing admin is pointed to the reset command instead.
 */
export function startBanner(input: {
  url: string;
  appName: string;
  envName: string;
  database: string;
  /** The administrators of ADMIN_EMAIL (one or a comma list). */
  admin: BootstrapResult | BootstrapResult[];
  seeded: SeedSummary | null;
  /** FOUR_EYES_TIE_DAYS: at 0 the banner says that four-eyes no longer refuses a checker tied to the maker. */
  fourEyesTieDays?: number;
}): string[] {
  const { seeded } = input;
  const adminLines = [input.admin]
    .flat()
    .flatMap((admin) =>
      !admin.password
        ? [
            `  Sign in with email ${admin.email} and its password`,
            `  Lost it? Run: npm run reset-admin-password -- --email ${admin.email}  (see README "Lost the admin password"; ADMIN_PASSWORD does not change an existing password)`,
          ]
        : admin.generated
          ? [
              `  Sign in with email ${admin.email} and password ${admin.password}  (generated now and shown only once: note it)`,
            ]
          : [
              `  Sign in with email ${admin.email} and the password in ADMIN_PASSWORD (set now, for this new admin)`,
            ],
    );
  return [
    '',
    `  Content Manager (${input.appName}, ${input.envName}) is running at ${input.url}`,
    `  Database: ${input.database}`,
    ...adminLines,
    ...(seeded
      ? [
          `  Demo data loaded: ${seeded.loaded}`,
          seeded.staffPassword === undefined
            ? `  Demo staff accounts (the password in DEMO_STAFF_PASSWORD): ${seeded.staffEmails.join(', ')}`
            : `  Demo staff accounts (password ${seeded.staffPassword}, shown only once): ${seeded.staffEmails.join(', ')}`,
        ]
      : []),
    ...(input.fourEyesTieDays === 0
      ? [
          "  Four-eyes ties are OFF (FOUR_EYES_TIE_DAYS=0): a checker whose account the maker created, re-enabled, granted or reset may approve the maker's requests",
        ]
      : []),
    `  API docs: ${input.url}/api/docs`,
    '',
  ];
}
