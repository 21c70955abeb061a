import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { listCases, type CaseSummary } from '@cmt/contract/endpoints/cases';
import { hrefFor } from '@cmt/contract/routes';
import { callApi } from '../../lib/api-client';
import { PanelList } from '../panel-list';
import { useFormatDate } from '../use-format-date-time';
import { LazyOpenCaseDialog } from './lazy-open-case-dialog';
import type { RecordCasesProps } from './record-cases';
import { useCaseLinksTranslation } from './use-case-links-translation';

/** How many open cases the panel lists per record (the rest: "See all", on the cases list). */
const SHOWN = 10;

const slaColors = { GREEN: 'success', AMBER: 'warning', RED: 'error' } as const;

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
          {t('dueOn', { date: day(item.dueOn) })}
        </Typography>
        <Countdown item={item} />
        {item.escalated && <Chip size="small" color="error" label={t('panel.escalated')} />}
      </Stack>
    </Box>
  );
}

/** The panel of `RecordCases` (loaded with it on the record pages of staff who read cases). */
export default function RecordCasesPanel({
  records,
  alsoLink = [],
  canWork,
}: RecordCasesProps & { canWork: boolean }) {
  const { t } = useCaseLinksTranslation();
  const headingId = useId();
  const [opening, setOpening] = useState(false);
  // One read for the page's records together (each record's open cases, asked in parallel), kept
  // under the list's key so that opening a case anywhere refreshes it.
  const asked = records.map(({ recordType, recordId }) => ({ recordType, recordId }));
  const cases = useQuery({
    queryKey: [listCases.path, { records: asked }],
    queryFn: ({ signal }) =>
      Promise.all(
        asked.map((record) =>
          callApi(listCases, {
            query: {
              recordType: record.recordType,
              recordId: String(record.recordId),
              open: 'true',
              pageSize: String(SHOWN),
              sort: 'dueOn',
              order: 'asc',
            },
            signal,
          }),
        ),
      ),
  });
  const pages = cases.data ?? [];
  // One case linked to two of the records shows once, all by their due day.
  const byId = new Map<number, CaseSummary>();
  for (const page of pages) for (const item of page.items) byId.set(item.id, item);
  const items = [...byId.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
  const main = records[0]!;
  const mainTotal = pages[0]?.total ?? 0;
  const more = pages.some((page) => page.total > page.items.length);

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
      <PanelList
        query={cases}
        count={items.length}
        words={{
          retry: t('panel.retry'),
          loadError: t('panel.loadError'),
          loading: t('panel.loading'),
          none: t('panel.none'),
        }}
      >
        {items.map((item) => (
          <CaseLine key={item.id} item={item} />
        ))}
      </PanelList>
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
