import Typography from '@mui/material/Typography';
import { unblockOutcomes, type UnblockResult } from '@cmt/contract/endpoints/financing';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { UserOutcomes, type OutcomeColour } from './user-outcomes';

type Outcome = (typeof unblockOutcomes)[number];
const colour: Record<Outcome, OutcomeColour> = {
  UNBLOCKED: 'success',
  NOT_BLOCKED: 'default',
  NOT_FOUND: 'warning',
};

/** Per user: who, why and since when they are blocked, and what unblocking does (preview) or did. */
export function UnblockOutcomes({ result, preview }: { result: UnblockResult; preview: boolean }) {
  const { t } = useFinancingTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <UserOutcomes
      result={result}
      outcomes={unblockOutcomes}
      colour={colour}
      label={(outcome) =>
        preview && outcome === 'UNBLOCKED' ? t('unblock.willUnblock') : t(`unblock.outcomes.${outcome}`)
      }
      tableLabel={t('unblock.outcomeLabel')}
      testId="unblock-counts"
      state={{
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
      }}
    />
  );
}
