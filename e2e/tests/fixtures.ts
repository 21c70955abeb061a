import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_STAFF_PASSWORD,
  SECOND_ADMIN_EMAIL,
  WORKERS,
  baseUrlOf,
} from './env.ts';

/**
 * Playwright's `test`, on this worker's own server (playwright.config.ts: one server and one
 * embedded database per worker): every page, browser context and API request of the test goes
 * there, so what another worker writes never shows in a count. Specs import `test` from here.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no fixture needed.
  baseURL: async ({}, use, testInfo) => {
    // `--workers` above E2E_WORKERS would find no server of its own: set E2E_WORKERS instead.
    expect(testInfo.parallelIndex, 'a worker slot without a server: set E2E_WORKERS').toBeLessThan(WORKERS);
    await use(baseUrlOf(testInfo.parallelIndex));
  },
});

export { expect };

const API = '/api/v2/cmt-backend';

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/local-login`, {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A second administrator the admin did not make, who approves the admin's held requests (four-eyes
 * ties, docs/four-eyes.md: an account the admin made may check none of the admin's requests): the
 * demo's second approver, made by the seed (no tie), with the demo staff password of
 * playwright.config.ts (DEMO_STAFF_PASSWORD).
 */
export async function secondAdminToken(request: APIRequestContext): Promise<string> {
  return tokenOf(request, SECOND_ADMIN_EMAIL, DEMO_STAFF_PASSWORD);
}

/** Approves a held request (202) as the second administrator. */
export async function approveAsSecondAdmin(request: APIRequestContext, approvalId: number): Promise<void> {
  const approved = await request.post(`${API}/approvals/${approvalId}/approve`, {
    headers: { authorization: `Bearer ${await secondAdminToken(request)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * Creates a staff account through the real API as the admin; returns its email and password.
 * Staff access is four-eyes: the demo has a second administrator, so a creation with permissions is
 * held (202) and that administrator approves it.
 */
export async function createStaff(request: APIRequestContext, permissions: string[], name = 'E2E Staff') {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@lucky.app`;
  const password = 'staff-password-2026';
  const response = await request.post(`${API}/local-users`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { email, name, permissions, password },
  });
  if (response.status() === 202) {
    await approveAsSecondAdmin(request, ((await response.json()) as { approvalId: number }).approvalId);
  } else {
    expect(response.status()).toBe(200);
  }
  return { email, password };
}

/** Picks a language from the app bar's language switcher (named in any UI language), by its own name (e.g. 'العربية'). */
export async function switchLanguage(page: Page, name: string): Promise<void> {
  const switcher = /language|langue|اللغة/i;
  await page
    .getByRole('combobox', { name: switcher })
    .or(page.getByRole('button', { name: switcher }))
    .first()
    .click();
  await page.getByRole('option', { name }).or(page.getByRole('menuitem', { name })).first().click();
  // The menu gives focus back to its button when it is gone: wait, or that can land after the test's
  // next click and take the focus from the field it is typing in.
  await expect(page.getByRole('listbox').or(page.getByRole('menu'))).toHaveCount(0);
}

/** Signs in through the local form like a person would. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
}

/** A staff member's bearer token, signed in through the API. */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}/auth/local-login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Sets a four-eyes policy as the admin. Loosening one is held for a second `manage-cmt` holder
 * (202): the second administrator, whom the admin did not make, approves it.
 */
export async function setApprovalPolicy(
  request: APIRequestContext,
  action: string,
  body: { enabled: boolean; thresholdPiastres?: number | null },
): Promise<void> {
  const response = await request.put(`${API}/approvals/policies/${action}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: body,
  });
  if (response.status() === 200) return;
  expect(response.status()).toBe(202);
  await approveAsSecondAdmin(request, ((await response.json()) as { approvalId: number }).approvalId);
}
