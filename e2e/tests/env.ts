/**
 * The browser suite runs WORKERS Playwright workers side by side; each has a server of its own, on
 * port PORT + its parallel index, with an embedded database of its own (playwright.config.ts): a test
 * that counts (home cards, the bell, approvals) sees only what its own worker wrote.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The server of worker slot `slot` (testInfo.parallelIndex, 0 to WORKERS - 1). */
export const baseUrlOf = (slot: number) => `http://127.0.0.1:${PORT + slot}`;
export const ADMIN_EMAIL = 'admin@lucky.app';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
/** The demo staff accounts' password (DEMO_STAFF_PASSWORD), set for the e2e server. */
export const DEMO_STAFF_PASSWORD = 'e2e-demo-staff-password-2026';
/** The demo's second administrator (apps/server/src/seed/demo-data.ts), untied to the admin. */
export const SECOND_ADMIN_EMAIL = 'amira.admin@lucky.app';
