import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useCountdownWords } from '../hooks/use-countdown-words';
import { useCasesTranslation } from '../hooks/use-cases-translation';

/** The due day and, while the case is open, its business-day countdown (late: red; today: amber). */
export function CaseCountdown({ dueOn, left }: { dueOn: string; left: number | null }) {
  const formatDate = useFormatDate();
  const words = useCountdownWords()(left);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {formatDate(dueOn)}
      </Typography>
      {words && (
        <Chip
          size="small"
          variant="outlined"
          color={left! < 0 ? 'error' : left === 0 ? 'warning' : 'default'}
          data-days-left={left}
          label={words}
        />
      )}
    </Stack>
  );
}

/** "Escalated": past its due day and not decided, flagged for the supervisors. */
export function EscalatedFlag({ escalated }: { escalated: boolean }) {
  const { t } = useCasesTranslation();
  if (!escalated) return <>—</>;
  return <Chip size="small" color="error" label={t('escalated')} />;
}
