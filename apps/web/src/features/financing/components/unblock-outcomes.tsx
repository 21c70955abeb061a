import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unblockOutcomes, type UnblockResult } from '@cmt/contract/endpoints/financing';
import { useFormatDateTime } from '../../../components/use-format-date-time';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { DetailTable } from './detail-table';

type Outcome = (typeof unblockOutcomes)[number];
const colour: Record<Outcome, 'success' | 'default' | 'warning'> = {
  UNBLOCKED: 'success',
  NOT_BLOCKED: 'default',
  NOT_FOUND: 'warning',
};

/** Per user: who, why and since when they are blocked, and what unblocking does (preview) or did. */
export function UnblockOutcomes({ result, preview }: { result: UnblockResult; preview: boolean }) {
  const { t } = useFinancingTranslation();
  const formatDateTime = useFormatDateTime();
  const label = (outcome: Outcome) =>
    preview && outcome === 'UNBLOCKED' ? t('unblock.willUnblock') : t(`unblock.outcomes.${outcome}`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="unblock-counts">
        {unblockOutcomes
          .filter((outcome) => result.counts[outcome] > 0)
          .map((outcome) => (
            <Chip
              key={outcome}
              color={colour[outcome]}
              label={`${label(outcome)}: ${result.counts[outcome]}`}
            />
          ))}
      </Stack>
      <DetailTable
        label={t('unblock.outcomeLabel')}
        rows={result.outcomes}
        rowKey={(row) => row.userId}
        empty=""
        columns={[
          { id: 'userId', label: t('outcomeColumns.userId'), render: (row) => row.userId },
          {
            id: 'customer',
            label: t('outcomeColumns.customer'),
            render: (row) => <bdi>{row.name ?? t('none')}</bdi>,
          },
          {
            id: 'nationalId',
            label: t('outcomeColumns.nationalId'),
            render: (row) => <bdi dir="ltr">{row.documentNumberMasked ?? t('none')}</bdi>,
          },
          {
            id: 'block',
            label: t('outcomeColumns.block'),
            render: (row) =>
              row.block ? (
                <>
                  {t(`blockReasons.${row.block.reason}`)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatDateTime(row.block.since)}
                    {row.block.note && (
                      <>
                        {' · '}
                        <bdi>{row.block.note}</bdi>
                      </>
                    )}
                  </Typography>
                  {row.blacklisted && (
                    <Typography variant="caption" color="error" component="div">
                      {t('unblock.blacklistedToo')}
                    </Typography>
                  )}
                </>
              ) : (
                t('none')
              ),
          },
          {
            id: 'outcome',
            label: t('outcomeColumns.outcome'),
            render: (row) => (
              <Chip size="small" variant="outlined" color={colour[row.outcome]} label={label(row.outcome)} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
