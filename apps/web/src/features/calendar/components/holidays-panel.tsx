import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Holiday } from '@cmt/contract/endpoints/calendar';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { PageHeader } from '../../../kit/page-header';
import { PageSpinner } from '../../../kit/page-spinner';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidays } from '../api/get-holidays';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';
import { HolidayDialog } from './holiday-dialog';
import { YearHolidaysDialog } from './year-holidays-dialog';
import { useWeekday } from './use-weekday';

/**
 * A year's public holidays (date with its weekday, name, Arabic name): add one, rename, delete (asked
 * first), or enter the whole year's list in one go.
 */
export function HolidaysPanel({ year }: { year: number }) {
  const { t } = useCalendarTranslation();
  const formatDate = useFormatDate();
  const weekday = useWeekday();
  const holidays = useHolidays(year, t('holidays.loadFailed'));
  // The previous year's list stays while the next loads (listQueryOptions): never shown as this year's.
  const shown = holidays.data?.year === year;
  const list = shown ? holidays.data!.holidays : [];
  // The holiday being renamed, `null` for a new one, `undefined` when the dialog is closed.
  const [editing, setEditing] = useState<Holiday | null | undefined>(undefined);
  const [enteringYear, setEnteringYear] = useState(false);
  const deletion = useDeleteHoliday();
  const removal = useConfirmedAction<Holiday>({
    run: (holiday) => deletion.mutateAsync(holiday.date),
    success: t('holidays.removed'),
    failure: () => t('holidays.removeFailed'),
  });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="holidays-title">
      <PageHeader
        level={2}
        title={<span id="holidays-title">{t('holidays.title', { year })}</span>}
        actions={
          <>
            <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => setEnteringYear(true)}>
              {t('holidays.enterYear')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('holidays.add')}
            </Button>
          </>
        }
      />
      {!shown && !holidays.isError ? (
        <PageSpinner label={t('holidays.title', { year })} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('holidays.none', { year })}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('holidays.caption', { year })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('holidays.date')}</TableCell>
                <TableCell>{t('holidays.weekday')}</TableCell>
                <TableCell>{t('holidays.name')}</TableCell>
                <TableCell>{t('holidays.nameAr')}</TableCell>
                <TableCell sx={{ textAlign: 'end' }}>{t('holidays.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((holiday) => (
                <TableRow key={holiday.date}>
                  <TableCell>
                    <time dateTime={holiday.date}>{formatDate(holiday.date)}</time>
                  </TableCell>
                  <TableCell>{weekday(holiday.date)}</TableCell>
                  <TableCell>{holiday.name}</TableCell>
                  <TableCell lang="ar" dir="rtl">
                    {holiday.nameAr ?? '—'}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('holidays.rename', { name: holiday.name })}>
                      <IconButton
                        aria-label={t('holidays.rename', { name: holiday.name })}
                        onClick={() => setEditing(holiday)}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('holidays.remove', { name: holiday.name })}>
                      <IconButton
                        aria-label={t('holidays.remove', { name: holiday.name })}
                        onClick={() => removal.ask(holiday)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== undefined && (
        <HolidayDialog holiday={editing} year={year} onClose={() => setEditing(undefined)} />
      )}
      {enteringYear && <YearHolidaysDialog year={year} saved={list} onClose={() => setEnteringYear(false)} />}
      <ConfirmDialog
        {...removal.dialog}
        destructive
        title={t('holidays.removeTitle')}
        message={t('holidays.removeMessage', {
          name: removal.target?.name ?? '',
          date: removal.target ? formatDate(removal.target.date) : '',
        })}
        confirmLabel={t('holidays.removeConfirm')}
      />
    </Paper>
  );
}
