import HistoryIcon from '@mui/icons-material/History';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { QueryOf } from '@cmt/contract/endpoint';
import { listAuditLog } from '@cmt/contract/endpoints/audit';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useFormatDateTime } from '../use-format-date-time';
import { AuditDiff } from './audit-diff';
import { AuditKindChip } from './audit-kind-chip';
import { useAuditEntryTranslation } from './use-audit-entry-translation';
import { PageSpinner } from '../page-spinner';

const SHOWN = 20;

export interface HistoryPanelProps {
  /** The audit entries' record type (`banner`, `app_user`, `staff`…) and the record's id there. */
  type: string;
  id: string | number | null | undefined;
  /** What changes when the record is saved (its version, its status): the open panel reloads then. */
  changeKey?: string | number | undefined;
}

/**
 * A record's history on its detail or edit page: its audit entries, newest first, with who, when,
 * the action and what changed. Only for staff who may open the Audit trail (its permission);
 * loaded when opened.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const { user } = useSession();
  if (props.id === null || props.id === undefined || props.id === '') return null;
  if (!canOpenRoute(routeById('general.audit'), user?.permissions)) return null;
  return <History {...props} id={props.id} />;
}

function History({ type, id, changeKey }: HistoryPanelProps & { id: string | number }) {
  const { t } = useAuditEntryTranslation();
  const [open, setOpen] = useState(false);
  const formatDateTime = useFormatDateTime();
  const query: QueryOf<typeof listAuditLog> = {
    targetType: type,
    targetId: String(id),
    page: 1,
    pageSize: SHOWN,
  };
  const result = useQuery({
    queryKey: [listAuditLog.path, query, changeKey],
    queryFn: ({ signal }) => callApi(listAuditLog, { query, signal }),
    enabled: open,
  });
  const trail = `${hrefFor('general.audit')}?${new URLSearchParams({ targetType: type, targetId: String(id) })}`;

  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      sx={{ mt: 3 }}
      // The summary is the panel's heading: an h2 under the page's h1 (MUI's default h3 broke the order).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      data-testid="history-panel"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HistoryIcon fontSize="small" color="action" />
          <Typography component="span" variant="subtitle1">
            {t('history.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('history.subtitle')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {result.isPending && <PageSpinner size="small" label={t('history.title')} />}
        {result.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void result.refetch()}>{t('history.retry')}</Button>}
          >
            {t('history.loadError')}
          </Alert>
        )}
        {result.data && result.data.items.length === 0 && (
          <Typography color="text.secondary">{t('history.empty')}</Typography>
        )}
        {result.data && result.data.items.length > 0 && (
          <Stack
            component="ol"
            divider={<Divider flexItem />}
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {result.data.items.map((entry) => (
              <Box component="li" key={entry.id} data-testid="history-entry">
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {formatDateTime(entry.at)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{entry.actorEmail ?? t('system')}</bdi>
                  </Typography>
                  {entry.makerEmail && (
                    <Typography variant="body2" color="text.secondary" data-testid="audit-maker">
                      {t('askedBy')} <bdi>{entry.makerEmail}</bdi>
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    <bdi>{entry.action}</bdi>
                  </Typography>
                  {entry.kind !== 'change' && <AuditKindChip kind={entry.kind} />}
                </Stack>
                <AuditDiff entry={entry} />
              </Box>
            ))}
          </Stack>
        )}
        {result.data && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            {result.data.total > result.data.items.length && (
              <Typography variant="body2" color="text.secondary">
                {t('history.more', { shown: result.data.items.length, count: result.data.total })}
              </Typography>
            )}
            <Link component={RouterLink} to={trail}>
              {t('history.openTrail')}
            </Link>
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
