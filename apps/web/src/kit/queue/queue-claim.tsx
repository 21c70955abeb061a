import Chip from '@mui/material/Chip';
import type { QueueClaim, QueueClaimFilter } from '@cmt/contract/queues';
import { FilterSelect } from '../filter-select';
import { useQueueTranslation } from './use-queue-translation';

/** Who holds an item: "You", or the reviewer's email; nothing while it is free. */
export function QueueClaimChip({ claim }: { claim: QueueClaim | null }) {
  const { t } = useQueueTranslation();
  if (!claim) return <>—</>;
  return (
    <Chip
      size="small"
      color={claim.byMe ? 'primary' : 'default'}
      label={claim.byMe ? t('mine') : <bdi>{claim.by}</bdi>}
    />
  );
}

type ClaimChoice = 'ALL' | QueueClaimFilter;

/** The list filter "Claimed": all, mine, unclaimed (the list's `claim` query). */
export function ClaimFilterSelect({
  value,
  onChange,
}: {
  value: QueueClaimFilter | undefined;
  onChange: (value: QueueClaimFilter | undefined) => void;
}) {
  const { t } = useQueueTranslation();
  return (
    <FilterSelect<ClaimChoice>
      label={t('claimFilter')}
      value={value ?? 'ALL'}
      options={(['ALL', 'MINE', 'UNCLAIMED'] as const).map((choice) => ({
        value: choice,
        label: t(`claimFilters.${choice}`),
      }))}
      onChange={(choice) => onChange(choice === 'ALL' ? undefined : choice)}
    />
  );
}
