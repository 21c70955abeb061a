import Button from '@mui/material/Button';
import { useQueueTranslation } from './use-queue-translation';

/** The queue's "Take next" button (its page holds `useTakeNext`). */
export function TakeNextButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useQueueTranslation();
  return (
    <Button variant="contained" onClick={onClick} disabled={busy}>
      {t('takeNext')}
    </Button>
  );
}
