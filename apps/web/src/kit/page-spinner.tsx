import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlowLoad } from './use-slow-load';

/**
 * Retry for a load that is taking too long: every query still waiting for an answer is asked again
 * (cancelled, then fetched anew: a plain `refetch()` of a query without data joins the request
 * already under way instead); when no query waits (a page part or a language still downloading),
 * the page is reloaded, which starts those again.
 */
export function useRetryLoads(): () => void {
  const client = useContext(QueryClientContext);
  return useCallback(() => {
    const waiting =
      client?.getQueryCache().findAll({
        predicate: (query) => query.state.fetchStatus !== 'idle',
      }) ?? [];
    if (waiting.length === 0) return window.location.reload();
    void Promise.all(waiting.map((query) => query.cancel({ revert: true })))
      .then(() => client!.refetchQueries({ predicate: (query) => waiting.includes(query) }))
      .catch(() => undefined);
  }, [client]);
}

/**
 * "This is taking longer than usual" with Retry: what every screen shows when its data or its page
 * part has not arrived within SLOW_LOAD_MS (`useSlowLoad`). Plain CSS (no MUI), like the spinner.
 */
export function SlowLoadNotice({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cmt-slow" role="alert">
      <span>{t('slowLoad.message')}</span>
      <button type="button" className="cmt-button cmt-button--text" onClick={retry}>
        {t('slowLoad.retry')}
      </button>
    </div>
  );
}

/**
 * The spinner every screen shows while a page part or its data loads (plain CSS: no MUI on the first
 * load). After SLOW_LOAD_MS it says so and offers Retry (`useRetryLoads`).
 */
export function PageSpinner({
  label,
  size = 'page',
}: {
  /** What is loading, for screen readers (default: "Loading…"). */
  label?: string;
  /** `small` inside a section or a panel. */
  size?: 'page' | 'small';
}) {
  const { t } = useTranslation();
  const load = useSlowLoad(true, useRetryLoads());
  return (
    <div className={size === 'small' ? 'cmt-loading cmt-loading--small' : 'cmt-loading'}>
      <div className="cmt-spinner-box" role="status" aria-live="polite">
        <span className="cmt-spinner" aria-hidden />
        <span className="cmt-visually-hidden">{label ?? t('loading')}</span>
      </div>
      {load.slow && <SlowLoadNotice retry={load.retry} />}
    </div>
  );
}
