import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CaseDetail } from '@cmt/contract/endpoints/cases';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { CaseCountdown, EscalatedFlag } from './case-countdown';
import { CasePriorityChip, CaseStatusChip } from './case-status-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The case at a glance: kind, priority, status, assignee, due day and countdown, escalation, acknowledgement. */
export function CaseFacts({ record }: { record: CaseDetail }) {
  const { t } = useCasesTranslation();
  const when = useFormatDateTime();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-facts-title" sx={{ p: 2 }}>
      <Typography id="case-facts-title" variant="h6" component="h2" gutterBottom>
        {t('detail.facts')}
      </Typography>
      <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', m: 0 }}>
        <Fact label={t('detail.kind')}>{t(`kinds.${record.kind}`)}</Fact>
        <Fact label={t('detail.priority')}>
          <CasePriorityChip priority={record.priority} />
        </Fact>
        <Fact label={t('detail.status')}>
          <CaseStatusChip status={record.status} />
        </Fact>
        <Fact label={t('detail.assignee')}>
          {record.assignee ? <bdi>{record.assignee.name}</bdi> : t('nobody')}
        </Fact>
        <Fact label={t('detail.due')}>
          <CaseCountdown dueOn={record.dueOn} left={record.businessDaysLeft} />
        </Fact>
        {record.escalated && (
          <Fact label={t('list.columns.escalated')}>
            <EscalatedFlag escalated />
          </Fact>
        )}
        <Fact label={t('detail.acknowledgement')}>
          {record.acknowledgedAt ? (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              label={t('detail.acknowledged', { at: when(record.acknowledgedAt) })}
            />
          ) : (
            t('detail.notAcknowledged')
          )}
        </Fact>
        <Fact label={t('detail.openedBy')}>
          <bdi>{record.openedBy?.name ?? t('timeline.system')}</bdi> · {when(record.createdAt)}
        </Fact>
        {record.outcome && <Fact label={t('detail.outcome')}>{t(`outcomes.${record.outcome}`)}</Fact>}
      </Stack>
      {record.summary && (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('detail.summary')}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
            {record.summary}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
