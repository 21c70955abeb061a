import '@fontsource/amiri/400.css';
import '@fontsource/amiri/700.css';
import './statement.css';
import type { TFunction } from 'i18next';
import { use, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { getDecision, type DecisionDetail } from '@cmt/contract/endpoints/decisions';
import { ApiError, callApi } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { i18n, loadNamespace } from '../../lib/i18n';
import { formatEgp } from '../../lib/money';
import { usePrintFontsReady } from '../use-print-fonts-ready';
import { cashoutWindows, figureRows, formatWhen, verificationCode } from './decision-format';
import { decisionsLocales } from './locales';
import type { StatementLanguage } from './statement-path';

/** Statements already printed, by navigation entry (and statement): StrictMode and remounts must not print twice. */
const handled = new Set<string>();

/** The page is the paper: its language's direction and a light scheme, whatever the app's. */
function useStatementDocument(language: StatementLanguage, title: string) {
  useEffect(() => {
    const html = document.documentElement;
    const scheme = document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
    const previous = { dir: html.dir, lang: html.lang, scheme: scheme?.content, title: document.title };
    html.dir = language === 'ar' ? 'rtl' : 'ltr';
    html.lang = language;
    document.title = title;
    if (scheme) scheme.content = 'light';
    return () => {
      html.dir = previous.dir;
      html.lang = previous.lang;
      document.title = previous.title;
      if (scheme && previous.scheme !== undefined) scheme.content = previous.scheme;
    };
  }, [language, title]);
}

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; data: DecisionDetail };

/** The decision, read once: missing when the API does not have it for the caller (4xx), failed otherwise. */
function useDecision(id: number | null): Loaded {
  const [loaded, setLoaded] = useState<{ id: number | null; value: Loaded }>({
    id: null,
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    callApi(getDecision, { params: { id: String(id) }, signal: controller.signal }).then(
      (data) => setLoaded({ id, value: { state: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && error.status < 500;
        setLoaded({ id, value: { state: missing ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id]);
  if (id === null) return { state: 'missing' };
  return loaded.id === id ? loaded.value : { state: 'loading' };
}

/** A browser without the Font Loading API (a test's DOM) prints with what it has. */
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The record as the customer knows it: "Cashout of EGP 1,250.00 requested on …". */
function recordSentence(t: TFunction, language: string, decision: DecisionDetail): string {
  const before = decision.before;
  if (decision.recordType === 'cashout') {
    const amount = text(before.amount);
    const on = text(before.createdAt) ?? text(before.requestedAt);
    if (amount && on)
      return t('statement.cashout', { amount: formatEgp(language, amount), date: formatWhen(language, on) });
    if (amount) return t('statement.cashoutNoDate', { amount: formatEgp(language, amount) });
  }
  if (decision.recordType === 'creditLine') {
    const limit = text(decision.after?.approvedAmount) ?? text(before.approvedAmount);
    if (limit)
      return t('statement.creditLine', { id: decision.recordId, amount: formatEgp(language, limit) });
  }
  return t('recordNumber', { type: t(`recordTypes.${decision.recordType}`), id: decision.recordId });
}

/**
 * The statement itself: what a complaint handler gives the customer or the regulator. It names no
 * staff member, no approval, no audit entry and no rule: only the customer, the record, the
 * decision and when, the reason, the figures, whether a second person approved it, and the reference.
 */
function Statement({
  t,
  language,
  decision,
}: {
  t: TFunction;
  language: StatementLanguage;
  decision: DecisionDetail;
}) {
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const figures = decision.figures;
  return (
    <article className="decision-statement" data-testid="decision-statement" lang={language}>
      <h1>{t('statement.title')}</h1>
      <p className="subtitle">{t('statement.subtitle')}</p>
      <div className="box">
        <dl>
          <dt>{t('statement.customer')}</dt>
          <dd>
            <bdi>{decision.customerName ?? '—'}</bdi>
          </dd>
          <dt>{t('statement.record')}</dt>
          <dd>
            <bdi>{recordSentence(t, language, decision)}</bdi>
          </dd>
          <dt>{t('statement.decision')}</dt>
          <dd>{t(`kinds.${decision.kind}`)}</dd>
          <dt>{t('statement.decidedAt')}</dt>
          <dd>
            <bdi>{t('statement.cairoTime', { date: formatDateTime(language, decision.decidedAt) })}</bdi>
          </dd>
          <dt>{t('statement.reason')}</dt>
          <dd>{decision.reason ? <bdi>{decision.reason}</bdi> : t('statement.noReason')}</dd>
          <dt>{t('statement.secondPerson')}</dt>
          <dd>{t(decision.fourEyes ? 'statement.secondPersonYes' : 'statement.secondPersonNo')}</dd>
        </dl>
      </div>
      <h2>{t('statement.figures')}</h2>
      {!figures ? (
        <p>{t('statement.noFigures')}</p>
      ) : (
        <>
          <table>
            <tbody>
              {figureRows(t, language, figures, { withReasons: false }).map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <bdi>{row.value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ marginTop: '3mm' }}>
            <thead>
              <tr>
                <th scope="col">{t('dialog.figures.period')}</th>
                <th scope="col">{t('dialog.figures.count')}</th>
                <th scope="col">{t('dialog.figures.total')}</th>
              </tr>
            </thead>
            <tbody>
              {cashoutWindows.map((window) => (
                <tr key={window}>
                  <th scope="row">{t(`figures.${window}`)}</th>
                  <td>
                    <bdi>{number(figures.cashouts[window].count)}</bdi>
                  </td>
                  <td>
                    <bdi>{formatEgp(language, figures.cashouts[window].total)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h2>{t('statement.reference')}</h2>
      <div className="box">
        <dl>
          <dt>{t('statement.decisionNumber')}</dt>
          <dd>
            <bdi dir="ltr">{decision.id}</bdi>
          </dd>
          <dt>{t('statement.verificationCode')}</dt>
          <dd>
            <bdi dir="ltr" className="code" data-testid="verification-code">
              {verificationCode(decision.sha256)}
            </bdi>
          </dd>
        </dl>
        <p className="note">{t('statement.verificationHelp')}</p>
      </div>
      <p className="note">
        {t('statement.produced', { date: formatDateTime(language, new Date().toISOString()) })}
      </p>
    </article>
  );
}

function Status({ t, back, children }: { t: TFunction; back: string; children: ReactNode }) {
  return (
    <main className="decision-statement-status decision-statement-root">
      <p role="alert">{children}</p>
      <Link to={back}>{t('statement.back')}</Link>
    </main>
  );
}

/**
 * /without-layout/decisions/:id/statement/:lang (ar or en): the decision statement on A4, through
 * the print pipeline of the contracts (docs/printing.md): outside the main layout, in the bundled
 * Amiri, right to left in Arabic; it waits for the fonts and the record, then opens the print
 * dialog once. Without a decision it says there is nothing to print and links back.
 */
export default function DecisionStatementPage() {
  const params = useParams();
  const location = useLocation();
  const language: StatementLanguage = params.lang === 'ar' ? 'ar' : 'en';
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  // The statement's language is its own, whatever the UI's: its strings are loaded for it.
  if (!i18n.hasResourceBundle(language, decisionsLocales.ns)) use(loadNamespace(decisionsLocales, language));
  const t = i18n.getFixedT(language, decisionsLocales.ns);
  const state = location.state as { back?: unknown } | null;
  const back = typeof state?.back === 'string' && state.back.startsWith('/app') ? state.back : '/app';
  useStatementDocument(language, t('statement.documentTitle', { id: id ?? '' }));
  const fontsReady = usePrintFontsReady('بيان ٠١٢ abc');
  const valid = id !== null && (params.lang === 'ar' || params.lang === 'en');
  // Outside the main layout there is no query cache (as on the contract print pages): one read.
  const decision = useDecision(valid ? id : null);
  const ready = fontsReady && decision.state === 'ready';

  useEffect(() => {
    const entry = `${location.key}|${id}|${language}`;
    if (!ready || handled.has(entry)) return;
    handled.add(entry);
    queueMicrotask(() => window.print());
  }, [ready, location.key, id, language]);

  if (!valid || decision.state === 'missing' || decision.state === 'failed') {
    return (
      <Status t={t} back={back}>
        {decision.state === 'failed' ? t('statement.loadError') : t('statement.nothing')}
      </Status>
    );
  }
  return (
    <main className="decision-statement-root">
      {!ready && (
        <div className="decision-statement-status" role="status" aria-live="polite">
          {t('statement.preparing')}
        </div>
      )}
      {ready && (
        <nav
          className="decision-statement-toolbar decision-statement-status"
          aria-label={t('statement.back')}
        >
          <Link to={back}>{t('statement.back')}</Link>
        </nav>
      )}
      {decision.state === 'ready' && <Statement t={t} language={language} decision={decision.data} />}
    </main>
  );
}
