import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SmsJob } from '@cmt/contract/endpoints/sms';
import { useSmsTranslation } from '../hooks/use-sms-translation';

/** How far a sending is: a bar of the numbers reached (sent or failed) and the counts in words. */
export function JobProgress({ job }: { job: SmsJob }) {
  const { t } = useSmsTranslation();
  const done = job.sentCount + job.failedCount;
  const percent = job.recipientCount ? Math.round((done / job.recipientCount) * 100) : 0;
  // The logging provider writes messages to the server log: nothing reached a phone.
  const words = t(job.provider === 'log' ? 'jobs.progressLogged' : 'jobs.progress', {
    sent: job.sentCount,
    failed: job.failedCount,
    total: job.recipientCount,
  });
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={job.failedCount > 0 ? 'warning' : 'primary'}
        aria-label={words}
      />
      <Typography variant="caption" color="text.secondary">
        {words}
      </Typography>
    </Box>
  );
}
