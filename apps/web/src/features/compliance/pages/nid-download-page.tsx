import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { NID_ZIP_MAX_CUSTOMERS, REFERENCE_IN_USE } from '@cmt/contract/endpoints/compliance';
import { Permission } from '@cmt/contract/permissions';
import { PageHeader } from '../../../kit/page-header';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { downloadNid, type DownloadPurpose, type NidDownloadTarget } from '../api/download-nid';
import { useNidCustomers } from '../api/search-nid-customers';
import { DownloadPurposeDialog } from '../components/download-purpose-dialog';
import { NidResults } from '../components/nid-results';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

/**
 * /app/applications/nid-download: find customers by whole national id or mobile and download their
 * id images (one side, or a zip of a selection), each time with a reason and a reference.
 */
export default function NidDownloadPage() {
  const { t } = useComplianceTranslation();
  const { user } = useSession();
  const canDownload = Boolean(
    user?.permissions.includes(Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID),
  );
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [received, setReceived] = useState<number | null>(null);
  // Chosen in the dialog, read by the download when it runs.
  const purpose = useRef<DownloadPurpose | null>(null);
  const search = useNidCustomers(q);
  const download = useConfirmedAction<NidDownloadTarget>({
    run: async (target) => {
      setReceived(0);
      try {
        await downloadNid(target, purpose.current!, setReceived);
      } finally {
        setReceived(null);
      }
    },
    success: t('nid.downloaded'),
    failure: (error) =>
      error instanceof ApiError && error.code === REFERENCE_IN_USE
        ? t('referenceInUse')
        : t('nid.downloadFailed'),
  });
  const target = download.target;
  const what =
    target === null
      ? ''
      : target.kind === 'single'
        ? t('nid.dialog.single', { side: t(`sides.${target.side}`), name: target.name })
        : t('nid.dialog.many', { count: target.userIds.length });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    setQ(input.trim());
  };
  const toggle = (userId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else if (next.size < NID_ZIP_MAX_CUSTOMERS) next.add(userId);
      return next;
    });

  return (
    <>
      <PageHeader title={t('nid.title')} subtitle={t('nid.subtitle')} />
      <Stack spacing={2}>
        {!canDownload && <Alert severity="warning">{t('nid.needsPermission')}</Alert>}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search">
            <TextField
              label={t('nid.search')}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
              error={q !== '' && q.length < 2}
              helperText={q !== '' && q.length < 2 ? t('nid.tooShort') : undefined}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('nid.find')}
            </Button>
          </Stack>
        </Paper>
        {search.isError && <Alert severity="error">{t('nid.failed')}</Alert>}
        {search.data && search.data.items.length === 0 && (
          <Alert severity="info">{t('nid.none', { q })}</Alert>
        )}
        {search.data && search.data.items.length > 0 && (
          <>
            <NidResults
              items={search.data.items}
              selected={selected}
              canDownload={canDownload}
              onToggle={toggle}
              onDownload={(customer, side) =>
                download.ask({
                  kind: 'single',
                  userId: customer.userId,
                  name: customer.fullName || `#${customer.userId}`,
                  side,
                })
              }
            />
            {canDownload && (
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={selected.size === 0}
                  onClick={() => download.ask({ kind: 'zip', userIds: [...selected] })}
                >
                  {t('nid.zip', { count: selected.size })}
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <DownloadPurposeDialog
        key={target === null ? 'closed' : JSON.stringify(target)}
        open={download.dialog.open}
        what={what}
        busy={download.dialog.busy}
        received={received}
        onClose={download.dialog.onClose}
        onDownload={(chosen) => {
          purpose.current = chosen;
          download.dialog.onConfirm();
        }}
      />
    </>
  );
}
