import { type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, expect } from './fixtures.ts';

export const API = '/api/v2/cmt-backend';

/** Counts window.print() calls instead of opening the dialog. */
export async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
}

export const printCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: number }).__prints);

export interface ApplicationWithHistory {
  application: {
    userId: number;
    documentNumber: string | null;
    firstName: string | null;
    familyName: string | null;
    phone: string | null;
  };
  history: {
    id: number;
    kind: string;
    action: string;
    by: string | null;
    pdfStatus: string | null;
    pdfSha256: string | null;
  }[];
}

export async function applicationOf(
  request: APIRequestContext,
  userId: number,
): Promise<ApplicationWithHistory> {
  const response = await request.get(`${API}/applications/contracts/lucky/${userId}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApplicationWithHistory;
}

export async function auditEntries(request: APIRequestContext, action: string, targetId: number) {
  const response = await request.get(`${API}/audit-log?action=${encodeURIComponent(action)}&pageSize=100`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { targetId: string | null; actorEmail: string | null }[] };
  return body.items.filter((item) => item.targetId === String(targetId));
}

/**
 * A demo customer with a 14-digit national id and, or without, an approved or active credit line: the
 * `nth` such (from 0, counting from 100001), so that tests that print pick apart and their histories stay their own.
 */
export async function customerWithLine(
  request: APIRequestContext,
  active: boolean,
  nth = 0,
): Promise<number> {
  let seen = 0;
  for (let id = 100001; id < 100400; id++) {
    const response = await request.get(`${API}/applications/contracts/lucky/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    if (response.status() === 404) break;
    if (!response.ok()) continue;
    const { application } = (await response.json()) as {
      application: { documentNumber: string | null; financingPartner: { creditLineStatus: number }[] };
    };
    const hasLine = application.financingPartner.some((p) => [1, 2].includes(p.creditLineStatus));
    if (/^\d{14}$/.test(application.documentNumber ?? '') && hasLine === active && seen++ === nth) return id;
  }
  throw new Error(`No demo customer ${active ? 'with' : 'without'} an active credit line`);
}
