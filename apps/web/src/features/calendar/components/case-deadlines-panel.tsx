import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { putCaseDeadline } from '@cmt/contract/endpoints/calendar';
import type { CaseKind } from '@cmt/contract/endpoints/cases';
import { latinDigits } from '@cmt/contract/digits';
import { PageHeader } from '../../../kit/page-header';
import { PageSpinner } from '../../../kit/page-spinner';
import { useSnackbar } from '../../../kit/snackbar';
import { StaleRecordDialog } from '../../../kit/stale-record-dialog';
import { isStaleRecord } from '../../../lib/api-client';
import { useCaseDeadlines } from '../api/get-case-deadlines';
import { useSaveCaseDeadline } from '../api/save-case-deadline';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';

/**
 * The business days each kind of case has until it is due, one row per kind, each saved on its own
 * with the version shown (If-Match). Someone else's save meanwhile (412) opens the kit's "changed by
 * someone else" dialog: Reload shows theirs; keeping the number typed reads the versions again, so a
 * second Save overwrites theirs knowingly.
 */
export function CaseDeadlinesPanel() {
  const { t } = useCalendarTranslation();
  const snackbar = useSnackbar();
  const deadlines = useCaseDeadlines(t('deadlines.loadFailed'));
  const save = useSaveCaseDeadline();
  // What was typed per kind, until saved; a kind not typed shows its saved number.
  const [drafts, setDrafts] = useState<Partial<Record<CaseKind, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<CaseKind, string>>>({});
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = async (kind: CaseKind, version: number) => {
    const parsed = putCaseDeadline.body.safeParse({ businessDays: Number(latinDigits(drafts[kind] ?? '')) });
    if (!parsed.success || !/^\d+$/.test(latinDigits(drafts[kind] ?? '').trim())) {
      setErrors((all) => ({ ...all, [kind]: t('deadlines.range') }));
      return;
    }
    setErrors((all) => ({ ...all, [kind]: undefined }));
    try {
      await save.mutateAsync({ kind, businessDays: parsed.data.businessDays, version });
      setDrafts(({ [kind]: _saved, ...rest }) => rest);
      snackbar.show(t('deadlines.saved', { kind: t(`kinds.${kind}`) }), 'success');
    } catch (error) {
      if (isStaleRecord(error)) setStale(true);
      else snackbar.show(t('deadlines.saveFailed'), 'error');
    }
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="deadlines-title">
      <PageHeader
        level={2}
        title={<span id="deadlines-title">{t('deadlines.title')}</span>}
        subtitle={t('deadlines.subtitle')}
      />
      {!deadlines.data ? (
        <PageSpinner label={t('deadlines.title')} />
      ) : (
        <Table size="small" aria-label={t('deadlines.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('deadlines.kind')}</TableCell>
              <TableCell>{t('deadlines.businessDays')}</TableCell>
              <TableCell sx={{ textAlign: 'end' }}>{t('holidays.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deadlines.data.items.map((row) => {
              const kindName = t(`kinds.${row.kind}`);
              const draft = drafts[row.kind];
              const error = errors[row.kind];
              return (
                <TableRow key={row.kind}>
                  <TableCell component="th" scope="row">
                    {kindName}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={draft ?? String(row.businessDays)}
                      onChange={(event) => setDrafts((all) => ({ ...all, [row.kind]: event.target.value }))}
                      error={Boolean(error)}
                      helperText={error}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          dir: 'ltr',
                          'aria-label': `${t('deadlines.businessDays')}: ${kindName}`,
                        },
                      }}
                      sx={{ maxInlineSize: 120 }}
                    />
                  </TableCell>
                  <TableCell sx={{ textAlign: 'end' }}>
                    <Button
                      disabled={draft === undefined || save.isPending}
                      onClick={() => void submit(row.kind, row.version)}
                      aria-label={t('deadlines.saveFor', { kind: kindName })}
                    >
                      {t('deadlines.save')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <StaleRecordDialog
        open={stale}
        busy={reloading}
        onClose={() => {
          setStale(false);
          void deadlines.refetch();
        }}
        onReload={() => {
          setReloading(true);
          void deadlines.refetch().finally(() => {
            setDrafts({});
            setReloading(false);
            setStale(false);
          });
        }}
      />
    </Paper>
  );
}
