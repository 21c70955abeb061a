import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { isStaleRecord } from '../lib/api-client';
import { usePatternsTranslation } from './use-patterns-translation';

interface Versioned {
  version: number;
}

export interface RecordEdit<T> {
  /** The record as the form opened it: a background refetch never replaces it under the user's edits. */
  record: T | undefined;
  /** The form's key: a reload or a save starts the form again from the record. */
  formKey: string;
  /** The version to send as If-Match with the save. */
  ifMatch: number | undefined;
  /** After a successful save: the form goes on from the saved record (and its new version). */
  saved: (record: T) => void;
  /** In the save's catch: true when someone else saved first (the dialog is now open), else false. */
  refused: (error: unknown) => boolean;
  /** The "changed by someone else" dialog, to render once on the page. */
  dialog: ReactNode;
}

/**
 * Editing a versioned record (its GET has an ETag, its save takes If-Match). The form edits the
 * record as it was when opened; when someone else saved in between, the save is refused (412) and
 * the page says so and offers Reload, which starts the form again from their version.
 *
 *   const edit = useRecordEdit(useOffer(id));
 *   <OfferForm key={edit.formKey} offer={edit.record} onSubmit={async (input) => {
 *     try { edit.saved(await save({ input, ifMatch: edit.ifMatch })); }
 *     catch (error) { if (!edit.refused(error)) throw error; } }} />
 *   {edit.dialog}
 */
export function useRecordEdit<T extends Versioned>(query: {
  data: T | undefined;
  refetch: () => Promise<{ data?: T | undefined }>;
}): RecordEdit<T> {
  const [opened, setOpened] = useState<T | undefined>(query.data);
  const [generation, setGeneration] = useState(0);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (opened === undefined && query.data !== undefined) setOpened(query.data);

  const reload = async () => {
    setReloading(true);
    try {
      const { data } = await query.refetch();
      if (data) setOpened(data);
      setGeneration((n) => n + 1);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return {
    record: opened,
    formKey: `${opened?.version ?? 'new'}.${generation}`,
    ifMatch: opened?.version,
    saved: (record) => {
      setOpened(record);
      setGeneration((n) => n + 1);
    },
    refused: (error) => {
      if (!isStaleRecord(error)) return false;
      setStale(true);
      return true;
    },
    dialog: (
      <StaleRecordDialog
        open={stale}
        busy={reloading}
        onReload={() => void reload()}
        onClose={() => setStale(false)}
      />
    ),
  };
}

interface StaleRecordDialogProps {
  open: boolean;
  busy: boolean;
  onReload: () => void;
  onClose: () => void;
}

/** Says that someone else saved first; Reload shows their version (the user's edits are dropped). */
export function StaleRecordDialog({ open, busy, onReload, onClose }: StaleRecordDialogProps) {
  const { t } = usePatternsTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('stale.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('stale.keepEditing')}
        </Button>
        <Button onClick={onReload} variant="contained" loading={busy} autoFocus>
          {t('stale.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
