import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  blockReasons,
  listBlockedUsers,
  MAX_USERS_PER_CALL,
  type UnblockResult,
  exportBlockedUsers,
} from '@cmt/contract/endpoints/financing';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { usePreviewUnblockUsers } from '../api/preview-unblock-users';
import { useUnblockUsers } from '../api/unblock-users';
import { BlockedUsersTable } from '../components/blocked-users-table';
import { UnblockOutcomes } from '../components/unblock-outcomes';
import { OutcomeSection } from '../components/user-outcomes';
import { parseUserIds, UserIdsInput } from '../components/user-ids-input';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';

export default function UnblockUsersPage() {
  const { t } = useFinancingTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const held = useHeldNotice();
  const list = useListScreen(listBlockedUsers, { loadError: message('loadBlockedUsers') });
  const preview = usePreviewUnblockUsers();
  const unblock = useUnblockUsers();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [planned, setPlanned] = useState<UnblockResult | null>(null);
  const [done, setDone] = useState<UnblockResult | null>(null);
  const [asking, setAsking] = useState(false);
  const ids = parseUserIds(text).ids;

  const toggle = (userId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const takeSelection = () => {
    const merged = [...new Set([...ids, ...selected])];
    setText(merged.join('\n'));
    setSelected(new Set());
    setPlanned(null);
  };

  const check = async () => {
    try {
      setDone(null);
      setPlanned(await preview.mutateAsync({ usersIds: ids }));
    } catch {
      // The ids are checked here first (count and form), so any refusal is shown as a failure.
      snackbar.show(t('unblock.failed'), 'error');
    }
  };
  const confirm = async () => {
    try {
      const result = await unblock.mutateAsync({
        usersIds: ids,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setPlanned(null);
      if (held(result)) return;
      setDone(result);
      snackbar.show(t('unblock.done', { count: result.counts.UNBLOCKED }), 'success');
    } catch {
      snackbar.show(t('unblock.failed'), 'error');
    } finally {
      setAsking(false);
    }
  };
  const blocked = planned?.counts.UNBLOCKED ?? 0;

  return (
    <>
      <PageHeader title={t('unblock.title')} subtitle={t('unblock.subtitle')} />
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('unblock.blockedTitle')}
          </Typography>
          <ListToolbar
            exportCsv={{ endpoint: exportBlockedUsers, list: list }}
            search={{
              value: list.query.q ?? '',
              onChange: (value) => list.setFilter('q', value),
              label: t('unblock.search'),
            }}
            filters={
              <FilterSelect
                label={t('unblock.reasonFilter')}
                value={list.query.reason ?? ''}
                options={[
                  { value: '', label: t('unblock.allReasons') },
                  ...blockReasons.map((value) => ({ value, label: t(`blockReasons.${value}`) })),
                ]}
                onChange={(value) => list.setFilter('reason', value === '' ? undefined : value)}
              />
            }
            action={
              <Button variant="outlined" disabled={selected.size === 0} onClick={takeSelection}>
                {t('unblock.useSelected', { count: selected.size })}
              </Button>
            }
          />
          <BlockedUsersTable result={list.result} state={list.table} selected={selected} onToggle={toggle} />
        </Stack>

        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2.5}>
            <UserIdsInput
              value={text}
              onChange={(next) => {
                setText(next);
                setPlanned(null);
              }}
            />
            <TextField
              label={t('unblock.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <div>
              <Button
                variant="outlined"
                onClick={() => void check()}
                disabled={ids.length === 0 || ids.length > MAX_USERS_PER_CALL}
                loading={preview.isPending}
              >
                {t('unblock.preview')}
              </Button>
            </div>
          </Stack>
        </Paper>

        {planned && (
          <OutcomeSection title={t('unblock.previewTitle')}>
            <UnblockOutcomes result={planned} preview />
            {blocked === 0 ? (
              <Alert severity="info">{t('unblock.nobody')}</Alert>
            ) : (
              <div>
                <Button variant="contained" onClick={() => setAsking(true)}>
                  {t('unblock.unblock', { count: blocked })}
                </Button>
              </div>
            )}
          </OutcomeSection>
        )}
        {done && (
          <OutcomeSection title={t('unblock.resultTitle')}>
            <UnblockOutcomes result={done} preview={false} />
            <div>
              <Button
                onClick={() => {
                  setDone(null);
                  setText('');
                  setReason('');
                }}
              >
                {t('unblock.again')}
              </Button>
            </div>
          </OutcomeSection>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('unblock.confirmTitle', { count: blocked })}
        message={t('unblock.confirmMessage')}
        confirmLabel={t('unblock.confirm')}
        destructive={false}
        busy={unblock.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
