import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { addCaseNote, type CaseNote } from '@cmt/contract/endpoints/cases';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { contractResolver } from '../../../kit/form/contract-resolver';
import { useErrorText } from '../../../kit/form/use-error-text';
import { useSnackbar } from '../../../kit/snackbar';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useAddCaseNote } from '../api/add-case-note';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { useMentionAutocomplete } from '../hooks/use-mention-autocomplete';

interface NoteFields {
  text: string;
  mentions: number[];
}

/** The note's own rules (`addCaseNote.body`: written, at most 10,000 characters, mentions by id). */
const noteSchema = addCaseNote.body.pick({ text: true, mentions: true });

interface NoteComposerProps {
  caseId: number;
  /** The note being corrected (a correction is a new note referring to it). */
  correcting: CaseNote | null;
  onCancelCorrection: () => void;
}

/** Writes a note in plain text, with @mentions of staff (an ARIA combobox), or a correction of one. */
export function NoteComposer({ caseId, correcting, onCancelCorrection }: NoteComposerProps) {
  const { t } = useCasesTranslation();
  const snackbar = useSnackbar();
  const when = useFormatDateTime();
  const errorText = useErrorText();
  const add = useAddCaseNote(caseId);
  const listboxId = useId();
  const hintId = useId();
  const form = useForm<NoteFields>({
    resolver: contractResolver(noteSchema, (fields: NoteFields) => fields),
    defaultValues: { text: '', mentions: [] },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'text' });
  const mentionsError = form.formState.errors.mentions;
  const mention = useMentionAutocomplete(field.value, (text) => field.onChange(text), listboxId);
  const error = errorText(fieldState.error ?? (mentionsError as never));
  // "Correct this note" brings the writer here.
  const { setFocus } = form;
  useEffect(() => {
    if (correcting) setFocus('text');
  }, [correcting, setFocus]);

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync({
        text: text.trim(),
        mentions: mention.mentions,
        refersTo: correcting?.id ?? null,
      });
      snackbar.show(t('notes.added'), 'success');
      form.reset({ text: '', mentions: [] });
      mention.reset();
      onCancelCorrection();
    } catch (failure) {
      if (!applyServerErrors(failure, form.setError, { fields: ['text', 'mentions'] }))
        snackbar.show(t('notes.failed'), 'error');
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${listboxId}-title`} sx={{ p: 2 }}>
      <Typography id={`${listboxId}-title`} variant="h6" component="h2" gutterBottom>
        {t('notes.title')}
      </Typography>
      {correcting && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onCancelCorrection}>
              {t('notes.cancelCorrection')}
            </Button>
          }
        >
          {t('notes.correcting', {
            who: correcting.author?.name ?? t('notes.someone'),
            at: when(correcting.createdAt),
          })}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ position: 'relative' }}>
        <TextField
          label={t('notes.label')}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => mention.onChange(event.target.value, event.target.selectionStart)}
          error={Boolean(error)}
          helperText={error ?? t('notes.hint')}
          multiline
          minRows={3}
          fullWidth
          required
          slotProps={{
            htmlInput: {
              ...mention.inputProps,
              dir: 'auto',
              'aria-describedby': hintId,
            },
            formHelperText: { id: hintId },
          }}
        />
        {mention.open && (
          <Paper
            elevation={8}
            sx={{ position: 'absolute', insetInlineStart: 0, zIndex: 2, minWidth: 260, maxWidth: '100%' }}
          >
            {mention.options.length > 0 ? (
              <Box
                component="ul"
                role="listbox"
                id={listboxId}
                aria-label={t('notes.suggestions')}
                sx={{ listStyle: 'none', m: 0, p: 0.5 }}
              >
                {mention.options.map((option, index) => (
                  <Box
                    component="li"
                    key={option.id}
                    id={mention.optionId(index)}
                    role="option"
                    aria-selected={index === mention.active}
                    // The field keeps the focus: a press picks without blurring it.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => mention.pick(option)}
                    sx={{
                      px: 1.5,
                      py: 0.75,
                      cursor: 'pointer',
                      borderRadius: 1,
                      bgcolor: index === mention.active ? 'action.selected' : undefined,
                      outline: index === mention.active ? '2px solid' : undefined,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    }}
                  >
                    <bdi>{option.name}</bdi>{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      <bdi dir="ltr">{option.email}</bdi>
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : (
              <Box role="status" sx={{ px: 1.5, py: 0.75 }}>
                {mention.loading ? t('assign.loading') : t('notes.noMatch')}
              </Box>
            )}
          </Paper>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('notes.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
