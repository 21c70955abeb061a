import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { listCases, type CaseSummary } from '@cmt/contract/endpoints/cases';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import { listQueryOptions } from '../list-query';
import { PageSpinner } from '../page-spinner';
import { useFormatDate } from '../use-format-date-time';
import { useSession } from '../../lib/session';
import { LazyOpenCaseDialog } from './lazy-open-case-dialog';
import type { CaseLinkDraft } from './open-case-dialog';
import { useCaseLinksTranslation } from './use-case-links-translation';

/** How many open cases the panel lists per record (the rest: "See all", on the cases list). */
const SHOWN = 10;

const slaColors = { GREEN: 'success', AMBER: 'warning', RED: 'error' } as const;

export interface RecordCasesProps {
  /**
   * The record the page is about, first, and any other record it shows that a case may be about
   * (an application's credit line): the panel lists the open cases of each, and "Open a case"
   * links them all.
   */
  records: CaseLinkDraft[];
  /**
   * Records "Open a case" links too, whose cases the panel does not list (a cashout's customer: a
   * complaint about the cashout reaches the customer by SMS).
   */
  alsoLink?: CaseLinkDraft[];
}

/** The business-day countdown of an open case, coloured by its SLA light (the words say it too). */
function Countdown({ item }: { item: CaseSummary }) {
  const { t } = useCaseLinksTranslation();
  const days = item.businessDaysLeft;
  if (days === null) return null;
  const text =
    days === 0 ? t('dueToday') : days > 0 ? t('daysLeft', { count: days }) : t('daysLate', { count: -days });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={item.sla ? slaColors[item.sla] : 'default'}
      data-sla={item.sla ?? undefined}
      label={text}
    />
  );
}

function CaseLine({ item }: { item: CaseSummary }) {
  const { t } = useCaseLinksTranslation();
  const day = useFormatDate();
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBlockEnd: 1, borderColor: 'divider', '&:last-of-type': { borderBlockEnd: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={hrefFor('cases.detail', { id: item.id })} variant="body2">
          <bdi dir="ltr">{item.reference}</bdi>
        </Link>
        <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{item.title}</bdi>
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Chip size="small" label={t(`statuses.${item.status}`)} />
        <Typography variant="caption" color="text.secondary">
          {t('panel.due')}: {day(item.dueOn)}
        </Typography>
        <Countdown item={item} />
        {item.escalated && <Chip size="small" color="error" label={t('panel.escalated')} />}
      </Stack>
    </Box>
  );
}

/**
 * "Cases" on a record's page (issue 36: everywhere a record is, its cases are): the open cases
 * linked to the record, each with its reference (to the case), title, status and business-day
 * countdown, and "Open a case" with the record linked. Shown only to staff who read cases; the
 * button only to those who work them. The dialog loads when opened.
 */
export function RecordCases({ records, alsoLink = [] }: RecordCasesProps) {
  const { t } = useCaseLinksTranslation();
  const { user } = useSession();
  const headingId = useId();
  const [opening, setOpening] = useState(false);
  // The cases area has no flag of its own: the permission that opens a case decides.
  const canRead = canOpenRoute(routeById('cases.detail'), user?.permissions);
  const canWork = canRead && (user?.permissions.includes('manage-cases-work') ?? false);
  const results = useQueries({
    queries: records.map((record) => ({
      ...listQueryOptions(listCases, {
        recordType: record.recordType,
        recordId: String(record.recordId),
        open: 'true',
        pageSize: String(SHOWN),
        sort: 'dueOn',
        order: 'asc',
      }),
      enabled: canRead,
      placeholderData: undefined,
    })),
  });
  if (!canRead || records.length === 0) return null;

  const failed = results.some((result) => result.isError);
  const loading = results.some((result) => result.isPending);
  // One case linked to two of the records shows once, all by their due day.
  const byId = new Map<number, CaseSummary>();
  for (const result of results) for (const item of result.data?.items ?? []) byId.set(item.id, item);
  const items = [...byId.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
  const main = records[0]!;
  const mainTotal = results[0]?.data?.total ?? 0;
  const more = results.some((result) => (result.data?.total ?? 0) > (result.data?.items.length ?? 0));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {t('panel.heading')}
        </Typography>
        {canWork && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setOpening(true)}>
            {t('openCase')}
          </Button>
        )}
      </Stack>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => results.forEach((result) => result.isError && void result.refetch())}
            >
              {t('panel.retry')}
            </Button>
          }
        >
          {t('panel.loadError')}
        </Alert>
      ) : loading ? (
        <PageSpinner size="small" label={t('panel.loading')} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('panel.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <CaseLine key={item.id} item={item} />
          ))}
        </Box>
      )}
      {more && (
        <Link
          component={RouterLink}
          variant="body2"
          to={`${hrefFor('cases.list')}?${new URLSearchParams({
            recordType: main.recordType,
            recordId: String(main.recordId),
            open: 'true',
          }).toString()}`}
        >
          {t('panel.seeAll', { count: mainTotal })}
        </Link>
      )}
      {opening && <LazyOpenCaseDialog links={[...records, ...alsoLink]} onClose={() => setOpening(false)} />}
    </Paper>
  );
}
