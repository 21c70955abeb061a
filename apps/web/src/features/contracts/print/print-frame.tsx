import '@fontsource/amiri/400.css';
import '@fontsource/amiri/700.css';
import './print.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Application, ContractKind, ContractsSettings } from '@cmt/contract/endpoints/applications';
import {
  auditConnectContract,
  auditCreditContract,
  auditDebitContract,
  openRenderSession,
} from '@cmt/contract/endpoints/contracts';
import { hrefFor } from '@cmt/contract/routes';
import { callApi } from '../../../lib/api-client';
import { usePrintFontsReady } from '../../../kit/use-print-fonts-ready';

/** What a contracts screen passes in the navigation state when it opens a print page. */
export interface PrintState {
  application: Application;
  settings: ContractsSettings;
}

const isPrintState = (value: unknown): value is PrintState => {
  const v = value as Partial<PrintState> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.application?.userId === 'number' &&
    Array.isArray(v.application.financingPartner) &&
    typeof v.settings?.company === 'object'
  );
};

const auditOf = { debit: auditDebitContract, credit: auditCreditContract, connect: auditConnectContract };
const screenOf = {
  debit: 'contracts.lucky',
  credit: 'contracts.lucky',
  connect: 'contracts.connect',
} as const;

/**
 * Print pages already handled, by navigation entry: React StrictMode runs effects twice and a
 * remount must not print again, so the audit and window.print() happen once per opening.
 */
const handled = new Set<string>();

/** Archive mode: the server's own Chromium renders the page for the PDF archive (no audit, no dialog). */
function archiveToken(location: { search: string; hash: string }): string | null {
  if (new URLSearchParams(location.search).get('archive') !== '1') return null;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('render');
}

function useArabicDocument() {
  useEffect(() => {
    const html = document.documentElement;
    // The app is dark (color-scheme meta): paper is white, margins included.
    const scheme = document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
    const previous = { dir: html.dir, lang: html.lang, scheme: scheme?.content };
    html.dir = 'rtl';
    html.lang = 'ar';
    if (scheme) scheme.content = 'light';
    return () => {
      html.dir = previous.dir;
      html.lang = previous.lang;
      if (scheme && previous.scheme !== undefined) scheme.content = previous.scheme;
    };
  }, []);
}

function Status({ kind, children }: { kind: ContractKind; children: ReactNode }) {
  return (
    <main className="contract-print-status contract-print-root" role="alert">
      {children}
      <Link to={hrefFor(screenOf[kind])}>
        العودة إلى شاشة العقود <span lang="en">· Back to the contracts screen</span>
      </Link>
    </main>
  );
}

type Source =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: PrintState };

interface Props {
  kind: ContractKind;
  /** The Connect page waits for its logo (120x30) before printing. */
  needsLogo?: boolean;
  /** Why this application must not print (no audit, no dialog), or null: the instalment contracts need an active line. */
  refusal?: (data: PrintState) => ReactNode | null;
  render(data: PrintState, logo: { onLoad(): void; onError(): void }): ReactNode;
}

/**
 * Shared behaviour of the three print pages (docs/requirements.md §P2, §P4): the application comes from the
 * navigation state (or, for the server's PDF archive, from a single-use render token); the page
 * stays loading until the fonts (and the logo) are ready, then records the audit entry and opens
 * the print dialog exactly once. Without an application it says so, never a blank page.
 */
export function PrintFrame({ kind, needsLogo = false, refusal, render }: Props) {
  useArabicDocument();
  const location = useLocation();
  const token = useMemo(() => archiveToken(location), [location]);
  const fontsReady = usePrintFontsReady('عقد ٠١٢ abc');
  const [logo, setLogo] = useState<'loading' | 'ready' | 'failed'>(needsLogo ? 'loading' : 'ready');
  const [archived, setArchived] = useState<Source>({ state: 'loading' });
  const [audit, setAudit] = useState<'pending' | 'recorded' | 'retrying' | 'failed'>('pending');
  const [printed, setPrinted] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    callApi(openRenderSession, { body: { token } }).then(
      (data) => live && setArchived({ state: 'ready', data }),
      () =>
        live &&
        setArchived({ state: 'error', message: 'رابط التصيير غير صالح · The render link is not valid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const state: unknown = location.state;
  const source: Source = useMemo(
    () => (token ? archived : isPrintState(state) ? { state: 'ready', data: state } : { state: 'missing' }),
    [token, archived, state],
  );
  const refused = source.state === 'ready' && refusal ? refusal(source.data) : null;
  const ready = source.state === 'ready' && !refused && fontsReady && logo === 'ready';

  useEffect(() => {
    if (!ready || source.state !== 'ready') return;
    if (token) {
      document.body.dataset.printReady = 'true';
      return;
    }
    if (handled.has(location.key)) return;
    handled.add(location.key);
    // docs/requirements.md §P7: the audit's answer is unused. The dialog opens whatever it is; a failed audit is
    // shown on screen (not on paper) and retried in the background, 1 s, 2 s, 4 s, 8 s later.
    const body = { applicationUserId: source.data.application.userId };
    const record = (attempt: number): void => {
      callApi(auditOf[kind], { body }).then(
        () => setAudit('recorded'),
        () => {
          if (attempt >= 4) return setAudit('failed');
          setAudit('retrying');
          window.setTimeout(() => record(attempt + 1), 1000 * 2 ** attempt);
        },
      );
    };
    record(0);
    queueMicrotask(() => {
      setPrinted(true);
      window.print();
    });
  }, [ready, source, token, kind, location.key]);

  if (source.state === 'missing') {
    return (
      <Status kind={kind}>
        <p>
          لا توجد بيانات طلب لعرضها. افتح المستند من شاشة العقود بعد اختيار العميل، فلا يمكن طباعته بإعادة
          تحميل الصفحة أو من رابط منسوخ.
        </p>
        <p lang="en">
          No application to show. Open this document from the contracts screen after choosing the customer: it
          cannot be printed from a reload or a pasted link.
        </p>
      </Status>
    );
  }
  if (source.state === 'error') return <Status kind={kind}>{source.message}</Status>;
  if (refused) return <Status kind={kind}>{refused}</Status>;
  if (logo === 'failed') {
    return <Status kind={kind}>تعذر تحميل شعار كونكت. · The Connect logo could not be loaded.</Status>;
  }

  return (
    <>
      {!ready && (
        <div className="contract-print-loading" role="status" aria-live="polite">
          جارٍ تجهيز المستند للطباعة… <span lang="en">&nbsp;Preparing the document…</span>
        </div>
      )}
      {printed && !token && (audit === 'retrying' || audit === 'failed') && (
        <div
          className="contract-print-toolbar contract-print-status"
          role="alert"
          style={{ margin: '4mm auto' }}
        >
          {audit === 'retrying' ? (
            <>
              لم يُسجَّل أمر الطباعة بعد، جارٍ إعادة المحاولة…{' '}
              <span lang="en">· The print is not recorded yet; retrying…</span>
            </>
          ) : (
            <>
              تعذّر تسجيل أمر الطباعة. أبلغ مسؤول النظام.{' '}
              <span lang="en">· The print could not be recorded. Tell an administrator.</span>
            </>
          )}
        </div>
      )}
      {printed && !token && (
        <nav className="contract-print-toolbar contract-print-status" style={{ margin: '4mm auto' }}>
          <Link to={hrefFor(screenOf[kind])}>
            العودة إلى شاشة العقود <span lang="en">· Back to the contracts screen</span>
          </Link>
        </nav>
      )}
      {source.state === 'ready' && (
        <div className="contract-print contract-print-root" data-testid="contract-print" data-kind={kind}>
          {render(source.data, { onLoad: () => setLogo('ready'), onError: () => setLogo('failed') })}
        </div>
      )}
    </>
  );
}
