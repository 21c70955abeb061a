import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-part';

/** The message shown in place of a page part that failed to load or crashed, with a Reload button. */
export function PartErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <div className="cmt-failure" role="alert">
      <h2>{t(chunk ? 'errors.chunkTitle' : 'errors.crashTitle')}</h2>
      <p>{t(chunk ? 'errors.chunkBody' : 'errors.crashBody')}</p>
      <button type="button" className="cmt-button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches load failures and crashes of one page part; give it a `key` per page to reset it. */
export class PartErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) console.error('Page crashed', error);
  }

  override render() {
    return this.state.failed ? <PartErrorMessage error={this.state.error} /> : this.props.children;
  }
}
