import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  caseKinds,
  casePriorities,
  createCase,
  listCases,
  listCaseStaff,
  type CaseDetail,
  type CaseKind,
  type CasePriority,
  type CaseRecordType,
  type CaseStaff,
} from '@cmt/contract/endpoints/cases';
import type { BodyOf } from '@cmt/contract/endpoint';
import { hrefFor } from '@cmt/contract/routes';
import { callApi } from '../../lib/api-client';
import { applyServerErrors } from '../form/apply-server-errors';
import { contractResolver } from '../form/contract-resolver';
import { FormDialog } from '../form/form-dialog';
import { FormSelectField } from '../form/form-select-field';
import { FormTextField } from '../form/form-text-field';
import { useErrorText } from '../form/use-error-text';
import { useInvalidateEndpoints } from '../list-query';
import { useSnackbar } from '../snackbar';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useIdempotencyKey } from '../use-idempotency-key';
import { useCaseLinksTranslation } from './use-case-links-translation';

/** A record the new case is about, as its page knows it: its type, id and, when the page has it, its name. */
export interface CaseLinkDraft {
  recordType: CaseRecordType;
  recordId: number;
  /** The record's name on the chip (a customer's name, a merchant's); "Cashout #12" without it. */
  label?: string | null;
}

export interface OpenCaseDialogProps {
  /** The records to link, pre-filled by the page that opens the dialog (each removable). */
  links: CaseLinkDraft[];
  /** The kind chosen at first; a complaint when a customer is linked, else "Other". */
  kind?: CaseKind;
  onClose: () => void;
  /** After the case is opened; without it the dialog goes to the new case's page. */
  onCreated?: (created: CaseDetail) => void;
}

interface CaseFields {
  kind: CaseKind;
  title: string;
  priority: CasePriority;
  description: string;
  links: CaseLinkDraft[];
  assigneeId: number | null;
  smsLanguage: 'ar' | 'en';
}

type CaseBody = BodyOf<typeof createCase>;

/** The request body from the form: an empty description is none, links without their labels. */
const toBody = (fields: CaseFields): CaseBody => ({
  kind: fields.kind,
  title: fields.title,
  priority: fields.priority,
  ...(fields.description.trim() ? { description: fields.description } : {}),
  links: fields.links.map(({ recordType, recordId }) => ({ recordType, recordId })),
  assigneeId: fields.assigneeId,
  smsLanguage: fields.smsLanguage,
});

const fieldNames = [
  'kind',
  'title',
  'priority',
  'description',
  'links',
  'assigneeId',
  'smsLanguage',
] as const;

/**
 * "Open a case" (issue 36): kind, title, priority, what happened, an assignee and, for a complaint,
 * the language of the acknowledgement SMS, with the records the page pre-filled linked (removable).
 * Checked with `createCase`'s own schema; sent once per content (Idempotency-Key). Mounted only
 * while open; the pages load it lazily (`LazyOpenCaseDialog`).
 */
export function OpenCaseDialog({ links, kind, onClose, onCreated }: OpenCaseDialogProps) {
  const { t } = useCaseLinksTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateEndpoints(listCases);
  const create = useMutation({
    mutationFn: (body: CaseBody) => callApi(createCase, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
  const { control, handleSubmit, setError, formState } = useForm<CaseFields>({
    resolver: contractResolver(createCase.body, toBody),
    defaultValues: {
      kind: kind ?? (links.some((link) => link.recordType === 'customer') ? 'COMPLAINT' : 'OTHER'),
      title: '',
      priority: 'NORMAL',
      description: '',
      links,
      assigneeId: null,
      smsLanguage: 'ar',
    },
  });
  const chosenKind = useWatch({ control, name: 'kind' });

  // Once opened, leave the dialog (and its unsaved-work guard) first, then go on.
  const [created, setCreated] = useState<CaseDetail | null>(null);
  useEffect(() => {
    if (!created) return;
    if (onCreated) onCreated(created);
    else void navigate(hrefFor('cases.detail', { id: created.id }));
  }, [created, onCreated, navigate]);

  const submit = handleSubmit(async (fields) => {
    try {
      const opened = await create.mutateAsync(toBody(fields));
      snackbar.show(t('dialog.created', { reference: opened.reference }), 'success');
      setCreated(opened);
    } catch (error) {
      const placed = applyServerErrors(error, setError, {
        fields: fieldNames,
        codes: { NOT_FOUND: { field: 'links', message: t('dialog.linkNotFound') } },
      });
      if (!placed) snackbar.show(t('dialog.failed'), 'error');
    }
  });

  return (
    <FormDialog
      open={!created}
      title={t('dialog.title')}
      submitLabel={t('dialog.submit')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty && !created}
      onSubmit={submit}
      onClose={onClose}
    >
      <LinkChips control={control} />
      <FormSelectField
        control={control}
        name="kind"
        label={t('dialog.kind')}
        required
        options={caseKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      />
      <FormTextField control={control} name="title" label={t('dialog.caseTitle')} required autoFocus />
      <FormSelectField
        control={control}
        name="priority"
        label={t('dialog.priority')}
        options={casePriorities.map((value) => ({ value, label: t(`priorities.${value}`) }))}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('dialog.description')}
        helperText={t('dialog.descriptionHelp')}
        multiline
        minRows={3}
      />
      <StaffPicker control={control} />
      {chosenKind === 'COMPLAINT' && (
        <FormSelectField
          control={control}
          name="smsLanguage"
          label={t('dialog.smsLanguage')}
          helperText={t('dialog.smsHelp')}
          options={(['ar', 'en'] as const).map((value) => ({ value, label: t(`smsLanguages.${value}`) }))}
        />
      )}
    </FormDialog>
  );
}

/** The name a linked record shows: "Customer: Mona Adel", or "Cashout #12" when the page has no name. */
function useLinkLabel() {
  const { t } = useCaseLinksTranslation();
  return (link: CaseLinkDraft) => {
    const type = t(`recordTypes.${link.recordType}`);
    return link.label
      ? t('recordLabel', { type, label: link.label })
      : t('recordNumber', { type, id: link.recordId });
  };
}

/** The linked records as chips, each with its own Remove button (a labelled group). */
function LinkChips({ control }: { control: Control<CaseFields> }) {
  const { t } = useCaseLinksTranslation();
  const labelOf = useLinkLabel();
  const errorText = useErrorText();
  const headingId = useId();
  const { field, fieldState } = useController({ control, name: 'links' });
  const error = errorText(fieldState.error);
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {t('dialog.links')}
      </Typography>
      {field.value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.noLinks')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {field.value.map((link) => {
            const label = labelOf(link);
            return (
              <Box
                component="li"
                key={`${link.recordType}:${link.recordId}`}
                sx={{ display: 'inline-flex', alignItems: 'center' }}
              >
                <Chip label={<bdi>{label}</bdi>} variant="outlined" />
                <IconButton
                  size="small"
                  aria-label={t('dialog.removeLink', { label })}
                  onClick={() =>
                    field.onChange(
                      field.value.filter(
                        (other) => other.recordType !== link.recordType || other.recordId !== link.recordId,
                      ),
                    )
                  }
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** The assignee: staff who work cases, looked up by name or email as typed (`listCaseStaff`). */
function StaffPicker({ control }: { control: Control<CaseFields> }) {
  const { t } = useCaseLinksTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'assigneeId' });
  const [chosen, setChosen] = useState<CaseStaff | null>(null);
  const [text, setText] = useState('');
  const search = useDebouncedCallback((next: string) => setText(next), 250);
  const staff = useQuery({
    queryKey: [listCaseStaff.path, { q: text }],
    queryFn: ({ signal }) => callApi(listCaseStaff, { query: { q: text }, signal }),
  });
  const options = staff.data?.items ?? [];
  return (
    <Autocomplete
      value={chosen}
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, next) => {
        setChosen(next);
        field.onChange(next?.id ?? null);
      }}
      onInputChange={(_, input, reason) => {
        if (reason === 'input') search(input);
      }}
      onBlur={field.onBlur}
      loading={staff.isFetching}
      loadingText={t('dialog.searching')}
      noOptionsText={t('dialog.noStaff')}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <bdi>{option.name}</bdi>
          <Typography variant="body2" color="text.secondary" component="span" dir="ltr">
            {option.email}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('dialog.assignee')}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? t('dialog.assigneeHelp')}
        />
      )}
    />
  );
}
