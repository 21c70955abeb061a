import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/dates';
import { useAuditFullPass } from '../api/verify-audit-log';
import { useAuditTranslation } from '../hooks/use-audit-translation';
import { ChainReport } from './chain-report';

/** The latest full pass of the chain: its progress while it runs, then its report. */
export function FullPass() {
  const { t, i18n } = useAuditTranslation();
  const { data } = useAuditFullPass();
  const pass = data?.pass;
  if (!pass) return null;
  const n = (value: number) => value.toLocaleString(i18n.language);
  if (pass.state === 'running') {
    const percent = pass.total ? Math.min(100, Math.round((pass.checked / pass.total) * 100)) : 0;
    return (
      <Box sx={{ mb: 2 }} data-testid="full-pass">
        <Typography variant="body2" id="full-pass-progress">
          {t('fullPass.running', { checked: n(pass.checked), total: n(pass.total), percent })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="full-pass-progress" />
      </Box>
    );
  }
  if (pass.state === 'interrupted' || !pass.report) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="full-pass">
        {t('fullPass.interrupted')}
      </Alert>
    );
  }
  return (
    <Box data-testid="full-pass">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('fullPass.done', { when: formatDateTime(i18n.language, pass.finishedAt ?? pass.startedAt) })}
      </Typography>
      <ChainReport report={pass.report} testId="full-pass-report" />
    </Box>
  );
}
