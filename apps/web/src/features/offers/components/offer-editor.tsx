import Alert from '@mui/material/Alert';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useMessage } from '../../../lib/i18n';
import { useOffer } from '../api/get-offer';
import { useSaveOffer } from '../api/save-offer';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OfferForm } from './offer-form';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

interface OfferEditorProps {
  kind: 'REGULAR' | 'CARD';
  /** null: a new offer. */
  id: number | null;
  /** Where to go after a create, given the new id. */
  afterCreate: (id: number) => string;
}

/** Loads the offer (when editing), shows the form, saves it and reports the outcome. */
export function OfferEditor({ kind, id, afterCreate }: OfferEditorProps) {
  const { t } = useOffersTranslation();
  const message = useMessage();
  const save = useSaveOffer(kind, id);
  const screen = useRecordScreen({
    query: useOffer(id, kind),
    isNew: id === null,
    save: save.mutateAsync,
    messages: {
      saved: t('form.saved'),
      created: t('form.created'),
      saveFailed: t('form.saveFailed'),
      notFound: message('offerNotFound'),
    },
    next: (saved, created) => (created ? afterCreate(saved.id) : undefined),
  });

  const title =
    kind === 'CARD'
      ? t(id === null ? 'form.cardCreateTitle' : 'form.cardEditTitle')
      : t(id === null ? 'form.createTitle' : 'form.editTitle');

  return (
    <>
      <PageHeader title={title} subtitle={id === null ? undefined : `#${id}`} />
      {screen.loading && <PageSpinner label={t('form.loading')} />}
      {screen.loadFailed && (
        <Alert severity="error">{screen.notFound ? message('offerNotFound') : t('form.saveFailed')}</Alert>
      )}
      {screen.ready && (
        <OfferForm
          key={screen.formKey}
          offer={screen.record ?? null}
          submitLabel={id === null ? t('form.create') : t('form.save')}
          cancelHref={kind === 'CARD' ? `${hrefFor('offers.list')}?kind=CARD` : hrefFor('offers.list')}
          {...screen.form}
        />
      )}
      {screen.dialogs}
      <HistoryPanel type="offer" id={id} changeKey={screen.record?.version} />
    </>
  );
}
