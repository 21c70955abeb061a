import { createHash, randomUUID } from 'node:crypto';
import type { Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { contractPrintPaths as printPaths, type ContractKind } from '@cmt/contract/endpoints/applications';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contractEvents, files } from '../../db/schema.ts';
import { audited } from '../../lib/audited.ts';
import type { Staff } from '../../lib/staff.ts';
import type { Storage } from '../../lib/storage.ts';
import { renderTokens } from './render-tokens.ts';

/** What archiving needs of the running server (the app itself has it all). */
export interface ArchiveServer {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'CHROMIUM_PATH'>;
  log: { error(details: object, message: string): void };
  /** Where it listens: the renderer loads the print page from it. */
  server: Pick<Server, 'address'>;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function baseUrlOf(app: ArchiveServer): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Renders the print page of one contract to PDF bytes with the system Chromium. */
export async function renderContractPdf(
  app: ArchiveServer,
  kind: ContractKind,
  userId: number,
): Promise<Buffer> {
  const base = baseUrlOf(app);
  if (!base) throw new Error('The server is not listening: nothing to render from');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: app.config.CHROMIUM_PATH, args: chromiumArgs });
  try {
    const context = await browser.newContext({ locale: 'ar-EG', timezoneId: 'Africa/Cairo' });
    const page = await context.newPage();
    const token = renderTokens.issue(kind, userId);
    await page.goto(`${base}${printPaths[kind]}?archive=1#render=${token}`, {
      waitUntil: 'load',
      timeout: 30_000,
    });
    await page.waitForSelector('[data-print-ready="true"]', { timeout: 30_000 });
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Archives the PDF of a print in the background, one render at a time: stores it through the storage
 * interface with its SHA-256 and links it to the contract event and the audit log. Failures mark the
 * event `failed`; their log line names no URL (the fragment holds the render token) and no customer data.
 */
export function archiveInBackground(
  app: ArchiveServer,
  event: { id: number; kind: ContractKind; userId: number },
  staff: Pick<Staff, 'id' | 'email'> | null,
): Promise<void> {
  const job = queue.then(async () => {
    try {
      const pdf = await renderContractPdf(app, event.kind, event.userId);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const key = `contracts/${randomUUID()}.pdf`;
      await app.storage.put(key, pdf, 'application/pdf');
      await audited(app.db, { staff, ip: null }, 'contract.pdf.archive', 'contract', async (tx, note) => {
        await tx.insert(files).values({
          key,
          folder: 'contracts',
          contentType: 'application/pdf',
          size: pdf.length,
          sha256,
          createdBy: staff?.id ?? null,
        });
        await tx
          .update(contractEvents)
          .set({ pdfStatus: 'stored', pdfKey: key, pdfSha256: sha256 })
          .where(eq(contractEvents.id, event.id));
        note.targetId = event.id;
        note.after = { kind: event.kind, userId: event.userId, sha256, size: pdf.length };
      });
    } catch (error) {
      app.log.error(
        { eventId: event.id, reason: error instanceof Error ? error.name : 'unknown' },
        'contract PDF archive failed',
      );
      await app.db
        .update(contractEvents)
        .set({ pdfStatus: 'failed' })
        .where(eq(contractEvents.id, event.id))
        .catch(() => undefined);
    }
  });
  queue = job;
  return job;
}

/**
 * Archives the prints whose PDF was still to be made when the server last stopped (a render queued
 * or running at shutdown, or a crash), so no print stays without its archive. Runs once the server
 * listens: the renderer loads the print page from it.
 */
export async function resumePendingArchives(
  app: ArchiveServer,
  archive: typeof archiveInBackground = archiveInBackground,
): Promise<number> {
  const pending = await app.db
    .select({
      id: contractEvents.id,
      kind: contractEvents.kind,
      userId: contractEvents.userId,
      byId: contractEvents.byId,
      byEmail: contractEvents.byEmail,
    })
    .from(contractEvents)
    .where(eq(contractEvents.pdfStatus, 'pending'))
    .orderBy(contractEvents.id);
  for (const event of pending) {
    const staff = event.byId !== null && event.byEmail ? { id: event.byId, email: event.byEmail } : null;
    void archive(app, { id: event.id, kind: event.kind as ContractKind, userId: event.userId }, staff);
  }
  return pending.length;
}
