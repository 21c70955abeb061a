export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN_EMAIL = 'admin@lucky.app';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
