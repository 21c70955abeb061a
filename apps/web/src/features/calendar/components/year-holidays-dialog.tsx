import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { Holiday } from '@cmt/contract/endpoints/calendar';
import { fieldMessage, type FieldMessageKey, type FieldMessageParams } from '@cmt/contract/field-messages';
import { FormDialog } from '../../../kit/form/form-dialog';
import { useErrorText } from '../../../kit/form/use-error-text';
import { useSnackbar } from '../../../kit/snackbar';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { ApiError } from '../../../lib/api-client';
import { useSaveYearHolidays } from '../api/save-year-holidays';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';
import { holidaysAsLines, parseHolidayLines, type HolidayLineProblem } from './holiday-lines';
import { useWeekday } from './use-weekday';

/**
 * "Enter the year's holidays in one go": a textarea of lines `YYYY-MM-DD name | Arabic name`, started
 * from the year's saved list, read as it is typed into a preview of the holidays and each line's
 * problem. Saving (putYearHolidays) replaces the year's list, only once every line reads.
 */
export function YearHolidaysDialog({
  year,
  saved,
  onClose,
}: {
  year: number;
  saved: readonly Holiday[];
  onClose: () => void;
}) {
  const { t } = useCalendarTranslation();
  const formatDate = useFormatDate();
  const weekday = useWeekday();
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const save = useSaveYearHolidays();
  const initial = useMemo(() => holidaysAsLines(saved), [saved]);
  const [text, setText] = useState(initial);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const read = useMemo(() => parseHolidayLines(text, year), [text, year]);
  const helpId = useId();
  const previewId = useId();

  const problemText = (problem: HolidayLineProblem) =>
    problem.problem === 'otherYear'
      ? t('yearDialog.errors.otherYear', { year: problem.year })
      : problem.problem === 'twice'
        ? t('yearDialog.errors.twice', { line: problem.firstLine })
        : t(`yearDialog.errors.${problem.problem}`);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerProblem(null);
    if (read.problems.length > 0) {
      setServerProblem(t('yearDialog.fixLines'));
      return;
    }
    try {
      await save.mutateAsync({
        year,
        holidays: read.holidays.map(({ date, name, nameAr }) => ({ date, name, nameAr })),
      });
      snackbar.show(t('yearDialog.saved', { year }), 'success');
      onClose();
    } catch (error) {
      const issue =
        error instanceof ApiError && Array.isArray(error.details)
          ? (error.details[0] as
              { key?: FieldMessageKey; params?: FieldMessageParams; message: string } | undefined)
          : undefined;
      const message = issue?.key ? fieldMessage(issue.key, issue.params) : issue?.message;
      setServerProblem(
        message ? (errorText({ type: 'server', message }) ?? message) : t('yearDialog.saveFailed'),
      );
    }
  };

  return (
    <FormDialog
      open
      title={t('yearDialog.title', { year })}
      submitLabel={t('yearDialog.save')}
      submitting={save.isPending}
      dirty={text !== initial}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {t('yearDialog.help')}
        </Typography>
        <TextField
          label={t('yearDialog.lines')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          autoFocus
          placeholder={t('yearDialog.example', { year })}
          slotProps={{
            htmlInput: { dir: 'auto', 'aria-describedby': `${helpId} ${previewId}`, spellCheck: false },
          }}
        />
        <Typography id={previewId} role="status" variant="subtitle2">
          {t('yearDialog.preview', { valid: read.holidays.length, invalid: read.problems.length })}
        </Typography>
        {serverProblem && <Alert severity="error">{serverProblem}</Alert>}
        {read.problems.length > 0 && (
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('yearDialog.problems')}
            </Typography>
            <List dense>
              {read.problems.map((problem) => (
                <ListItem key={problem.line} sx={{ color: 'error.main' }}>
                  {t('yearDialog.line', { line: problem.line })}: {problemText(problem)}
                </ListItem>
              ))}
            </List>
          </div>
        )}
        {read.holidays.length > 0 && (
          <Table size="small" aria-label={t('yearDialog.previewCaption')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('holidays.date')}</TableCell>
                <TableCell>{t('holidays.weekday')}</TableCell>
                <TableCell>{t('holidays.name')}</TableCell>
                <TableCell>{t('holidays.nameAr')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {read.holidays.map((holiday) => (
                <TableRow key={holiday.date}>
                  <TableCell>{formatDate(holiday.date)}</TableCell>
                  <TableCell>{weekday(holiday.date)}</TableCell>
                  <TableCell>{holiday.name}</TableCell>
                  <TableCell lang="ar" dir="rtl">
                    {holiday.nameAr ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </FormDialog>
  );
}
