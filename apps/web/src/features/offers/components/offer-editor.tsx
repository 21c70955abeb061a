import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { OfferInput } from '@cmt/contract/endpoints/offers';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { useRecordEdit } from '../../../components/use-record-edit';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useOffer } from '../api/get-offer';
import { useSaveOffer } from '../api/save-offer';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OfferForm } from './offer-form';

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
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const offer = useOffer(id, kind);
  const edit = useRecordEdit(offer);
  const save = useSaveOffer(kind, id);
  const notFound = offer.error instanceof ApiError && offer.error.status === 404;

  useEffect(() => {
    if (notFound) snackbar.show(message('offerNotFound'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [notFound]);

  const title =
    kind === 'CARD'
      ? t(id === null ? 'form.cardCreateTitle' : 'form.cardEditTitle')
      : t(id === null ? 'form.createTitle' : 'form.editTitle');

  const submit = async (input: OfferInput) => {
    let saved;
    try {
      saved = await save.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(t(id === null ? 'form.created' : 'form.saved'), 'success');
    if (id === null) await navigate(afterCreate(saved.id));
    else edit.saved(saved);
  };

  return (
    <>
      <PageHeader title={title} subtitle={id === null ? undefined : `#${id}`} />
      {id !== null && offer.isPending && <CircularProgress aria-label={t('form.loading')} />}
      {offer.isError && (
        <Alert severity="error">{notFound ? message('offerNotFound') : t('form.saveFailed')}</Alert>
      )}
      {(id === null || edit.record) && (
        <OfferForm
          key={edit.formKey}
          offer={edit.record ?? null}
          submitLabel={id === null ? t('form.create') : t('form.save')}
          cancelHref={hrefFor('offers.list')}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('form.saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
