import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listDecisions, type DecisionSummary } from '@cmt/contract/endpoints/decisions';
import { callApi } from '../../lib/api-client';
import { PanelList } from '../panel-list';
import { useFormatDateTime } from '../use-format-date-time';
import { DecisionDialog } from './decision-dialog';
import type { RecordDecisionsProps } from './record-decisions';
import { useDecisionsTranslation } from './use-decisions-translation';

function DecisionLine({
  item,
  showRecord,
  onOpen,
}: {
  item: DecisionSummary;
  showRecord: boolean;
  onOpen(): void;
}) {
  const { t } = useDecisionsTranslation();
  const when = useFormatDateTime();
  return (
    <Box
      component="li"
      data-decision={item.id}
      sx={{ py: 1, borderBlockEnd: 1, borderColor: 'divider', '&:last-of-type': { borderBlockEnd: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="text"
          size="small"
          onClick={onOpen}
          aria-haspopup="dialog"
          sx={{ px: 0.5, minWidth: 0, textAlign: 'start', fontWeight: 600, textTransform: 'none' }}
        >
          {t(`kinds.${item.kind}`)}
        </Button>
        {item.fourEyes && (
          <Chip size="small" variant="outlined" color="info" label={t('panel.secondPerson')} />
        )}
        {showRecord && (
          <Typography variant="caption" color="text.secondary">
            {t('recordNumber', { type: t(`recordTypes.${item.recordType}`), id: item.recordId })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {when(item.decidedAt)} ·{' '}
        {item.decidedBy ? t('panel.decidedBy', { who: item.decidedBy }) : t('panel.unknownStaff')}
      </Typography>
      <Typography variant="body2" sx={{ px: 0.5, overflowWrap: 'anywhere' }}>
        {item.reason ? <bdi>{item.reason}</bdi> : t('panel.noReason')}
      </Typography>
    </Box>
  );
}

/** The panel of `RecordDecisions` (loaded with it on the record pages of staff who may see the record). */
export default function RecordDecisionsPanel(props: RecordDecisionsProps) {
  const { t } = useDecisionsTranslation();
  const headingId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const asked =
    'customerId' in props
      ? [{ customerId: String(props.customerId) }]
      : props.records.map((record) => ({ recordType: record.recordType, recordId: String(record.recordId) }));
  // One read for the page's records together (in parallel), under the list's key.
  const decisions = useQuery({
    queryKey: [listDecisions.path, { asked }],
    queryFn: ({ signal }) => Promise.all(asked.map((query) => callApi(listDecisions, { query, signal }))),
  });
  const byId = new Map<number, DecisionSummary>();
  for (const page of decisions.data ?? []) for (const item of page.items) byId.set(item.id, item);
  const items = [...byId.values()].sort((a, b) => b.decidedAt.localeCompare(a.decidedAt) || b.id - a.id);
  const showRecord = 'customerId' in props || props.records.length > 1;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {t('panel.heading')}
      </Typography>
      <PanelList
        query={decisions}
        count={items.length}
        words={{
          retry: t('panel.retry'),
          loadError: t('panel.loadError'),
          loading: t('panel.loading'),
          none: t('panel.none'),
        }}
      >
        {items.map((item) => (
          <DecisionLine key={item.id} item={item} showRecord={showRecord} onOpen={() => setOpenId(item.id)} />
        ))}
      </PanelList>
      {openId !== null && <DecisionDialog id={openId} onClose={() => setOpenId(null)} />}
    </Paper>
  );
}
