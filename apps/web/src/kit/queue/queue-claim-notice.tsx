import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { QueueClaim } from '@cmt/contract/queues';
import { useSnackbar } from '../snackbar';
import { useFormatDateTime } from '../use-format-date-time';
import type { QueueClaimActions } from './use-queue-claim';
import { useQueueTranslation } from './use-queue-translation';

/**
 * Who is reviewing a waiting item, on its page: "You are reviewing this until …" with Release, or
 * "… is reviewing this until …" with Take over (a decision on an item someone else holds is refused).
 */
export function QueueClaimNotice({ claim, actions }: { claim: QueueClaim; actions: QueueClaimActions }) {
  const { t } = useQueueTranslation();
  const when = useFormatDateTime();
  const snackbar = useSnackbar();
  return (
    <Alert
      severity={claim.byMe ? 'info' : 'warning'}
      action={
        claim.byMe ? (
          <Button color="inherit" size="small" onClick={() => actions.release.mutate()}>
            {t('release')}
          </Button>
        ) : (
          <Button
            color="inherit"
            size="small"
            disabled={actions.claim.isPending}
            onClick={() =>
              actions.claim.mutate(true, {
                onSuccess: () => snackbar.show(t('takenOver'), 'success'),
                onError: () => snackbar.show(t('claimFailed'), 'error'),
              })
            }
          >
            {t('takeOver')}
          </Button>
        )
      }
    >
      {claim.byMe
        ? t('claimedByMe', { until: when(claim.until) })
        : t('claimedByOther', { who: claim.by, until: when(claim.until) })}
    </Alert>
  );
}
