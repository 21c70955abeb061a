export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN_EMAIL = 'admin@lucky.app';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
/** The demo staff accounts' password (DEMO_STAFF_PASSWORD), set for the e2e server. */
export const DEMO_STAFF_PASSWORD = 'e2e-demo-staff-password-2026';
/** The demo's second administrator (apps/server/src/seed/demo-data.ts), untied to the admin. */
export const SECOND_ADMIN_EMAIL = 'amira.admin@lucky.app';
