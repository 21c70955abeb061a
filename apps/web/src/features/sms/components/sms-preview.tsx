import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSmsTranslation } from '../hooks/use-sms-translation';

/** The message as a phone shows it: a bubble, in the text's own direction. */
export function SmsPreview({ message }: { message: string }) {
  const { t } = useSmsTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" gutterBottom>
        {t('compose.preview')}
      </Typography>
      <Box
        dir="auto"
        sx={{
          maxWidth: 320,
          minHeight: 40,
          p: 1.5,
          borderRadius: 3,
          borderStartStartRadius: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{message || ' '}</Typography>
      </Box>
    </Paper>
  );
}
