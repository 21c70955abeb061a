import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isStaleRecord } from '../lib/api-client';
import { useSnackbar } from './snackbar';
import { StaleRecordDialog } from './stale-record-dialog';
import { useUnsavedGuard } from './use-leave-guard';

/** A record's GET as TanStack Query answers it (`null`: the endpoint says there is none yet). */
export interface RecordQuery<T> {
  data: T | null | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<{ data?: T | null | undefined }>;
}

export interface RecordSaveInput<B, T> {
  body: B;
  /** The version the form opened: send it as If-Match (undefined for a create). */
  ifMatch: number | undefined;
  /** The record the form opened (undefined for a create). */
  record: T | undefined;
}

export interface RecordScreenOptions<T, B> {
  /** The record's GET; left out on a screen that only creates. */
  query?: RecordQuery<T>;
  /** A new record: nothing to load, the save creates it. */
  isNew: boolean;
  /** Creates or edits (`useSaveRecord(...).mutateAsync` takes this shape), answering the record. */
  save: (input: RecordSaveInput<B, T>) => Promise<T>;
  /** Snackbar texts, translated. `notFound`: shown once when the GET answers 404. */
  messages: { saved: string; created?: string; saveFailed: string; notFound?: string };
  /** Where to go after a save (the list, the new record's address); nothing: stay on the saved record. */
  next?: (saved: T, created: boolean) => string | undefined;
  /** `next` replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** After a successful save, before `next`. */
  onSaved?: (saved: T, created: boolean) => void;
  /** Unsaved work the page holds outside a form (a draft list); forms report theirs through `form`. */
  unsaved?: boolean;
}

/** What a record form takes from its screen: `<MerchantForm key={screen.formKey} {...screen.form} />`. */
export interface RecordFormProps<B> {
  /** Saves; a refusal the form can place on its fields (400) is thrown back to it. */
  onSubmit: (body: B) => Promise<void>;
  /** The save failed for a reason no field shows. */
  onFailure: () => void;
  /** The form has typed changes (react-hook-form `isDirty`): leaving asks first (`useReportDirty`). */
  onDirtyChange: (dirty: boolean) => void;
}

export interface RecordScreen<T, B> {
  /** The record as the form opened it: a background refetch never replaces it under the user's edits. */
  record: T | undefined;
  isNew: boolean;
  /** The record is loading: show a spinner. */
  loading: boolean;
  /** The GET answered 404. */
  notFound: boolean;
  /** The GET failed (404 or otherwise) and there is nothing to edit. */
  loadFailed: boolean;
  /** The form can show: a new record, or the record loaded. */
  ready: boolean;
  /** The form's key: a reload or a save starts the form again from the record. */
  formKey: string;
  /** The version a save sends as If-Match. */
  ifMatch: number | undefined;
  form: RecordFormProps<B>;
  /** Reads the record again and starts the form from it (what Reload in the 412 dialog does). */
  reload: () => Promise<void>;
  /** "Changed by someone else" and "Leave without saving?", to render once on the page. */
  dialogs: ReactNode;
}

type Versioned = { version?: number };
const idOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null && 'id' in record ? record.id : undefined;

/**
 * The controller of every create and edit screen: loads the record (its GET has an ETag), keeps it
 * as the form opened it, saves (a create with an Idempotency-Key, an edit with If-Match), says so,
 * and goes on (`next`) or stays on the saved record. When someone else saved in between, the save
 * is refused (412 STALE_RECORD) and "Changed by someone else" offers Reload, which starts the form
 * again from their version. While the form holds typed changes, any navigation inside the app
 * (links, Back) asks "Leave without saving?" and reloading the tab gets the browser's question.
 *
 *   const screen = useRecordScreen({
 *     query: useMerchant(id), isNew: id === null, save: useSaveMerchant(id).mutateAsync,
 *     messages: { saved: t('form.saved'), created: t('form.created'), saveFailed: t('form.saveFailed') },
 *     next: (saved, created) => (created ? hrefFor('merchants.manage', { id: saved.id }) : undefined),
 *   });
 *   {screen.loading && <PageSpinner />}
 *   {screen.ready && <MerchantForm key={screen.formKey} merchant={screen.record ?? null} {...screen.form} />}
 *   {screen.dialogs}
 */
export function useRecordScreen<T extends Versioned, B>(
  options: RecordScreenOptions<T, B>,
): RecordScreen<T, B> {
  const { query, isNew, messages } = options;
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const loaded = query?.data ?? undefined;
  const [opened, setOpened] = useState<T | undefined>(loaded);
  const [generation, setGeneration] = useState(0);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The first answer, or another record's (the address moved to a record just created).
  if (loaded !== undefined && (opened === undefined || idOf(loaded) !== idOf(opened))) setOpened(loaded);

  const guard = useUnsavedGuard(dirty || options.unsaved === true);
  const record = isNew ? undefined : opened;
  const notFound = query?.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (notFound && messages.notFound) snackbar.show(messages.notFound, 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [notFound]);

  const reload = async () => {
    if (!query) return;
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

  const onSubmit = async (body: B) => {
    const created = isNew;
    let saved: T;
    try {
      saved = await options.save({ body, ifMatch: record?.version, record });
    } catch (error) {
      if (!isStaleRecord(error)) throw error;
      setStale(true);
      return;
    }
    snackbar.show(created ? (messages.created ?? messages.saved) : messages.saved, 'success');
    // The saved record (and its new version) is what the form edits from now on.
    setOpened(saved);
    options.onSaved?.(saved, created);
    const to = options.next?.(saved, created);
    if (to === undefined) {
      // Staying: the form starts again from the saved record, with nothing unsaved.
      setGeneration((n) => n + 1);
      return;
    }
    await guard.bypass(async () => {
      await navigate(to, { replace: options.replace === true });
    });
  };

  return {
    record,
    isNew,
    loading: !isNew && query !== undefined && record === undefined && query.isPending,
    notFound,
    loadFailed: !isNew && record === undefined && query?.isError === true,
    ready: isNew || record !== undefined,
    formKey: isNew
      ? `new.${generation}`
      : `${String(idOf(record) ?? '')}.${record?.version ?? ''}.${generation}`,
    ifMatch: record?.version,
    form: {
      onSubmit,
      onFailure: () => snackbar.show(messages.saveFailed, 'error'),
      onDirtyChange: setDirty,
    },
    reload,
    dialogs: (
      <>
        <StaleRecordDialog
          open={stale}
          busy={reloading}
          onReload={() => void reload()}
          onClose={() => setStale(false)}
        />
        {guard.dialog}
      </>
    ),
  };
}

/**
 * A form tells its screen whether it holds typed changes (react-hook-form's `formState.isDirty`),
 * and that it holds none once it is gone (saved and started again, or closed).
 *
 *   useReportDirty(formState.isDirty, onDirtyChange);
 */
export function useReportDirty(dirty: boolean, report: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    report?.(dirty);
  }, [dirty, report]);
  useEffect(() => () => report?.(false), [report]);
}
