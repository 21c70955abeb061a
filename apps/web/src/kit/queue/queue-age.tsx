import Chip from '@mui/material/Chip';
import { useState } from 'react';
import type { SlaLight } from '@cmt/contract/queues';
import { useQueueTranslation } from './use-queue-translation';

const colors = { GREEN: 'success', AMBER: 'warning', RED: 'error' } as const;

/** How long an item has waited, coloured by its queue's SLA (green, amber, red); the words say it too. */
export function QueueAge({ since, sla }: { since: string; sla: SlaLight | null }) {
  const { t } = useQueueTranslation();
  // The time the row was shown: a list reloads often enough for an age in hours.
  const [now] = useState(() => Date.now());
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  const age =
    hours < 1
      ? t('minutes')
      : hours < 48
        ? t('hours', { count: hours })
        : t('days', { count: Math.floor(hours / 24) });
  if (!sla) return <>{age}</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[sla]}
      data-sla={sla}
      label={t('age', { age, light: t(`sla.${sla}`) })}
    />
  );
}

/** The SLA light alone, where the list does not carry the item's waiting time (application reviews). */
export function SlaChip({ sla }: { sla: SlaLight | null }) {
  const { t } = useQueueTranslation();
  if (!sla) return <>—</>;
  return <Chip size="small" variant="outlined" color={colors[sla]} data-sla={sla} label={t(`sla.${sla}`)} />;
}
