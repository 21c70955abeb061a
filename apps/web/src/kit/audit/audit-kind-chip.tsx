import Chip from '@mui/material/Chip';
import type { AuditKind } from '@cmt/contract/endpoints/audit';
import { useAuditEntryTranslation } from './use-audit-entry-translation';

const colors = { change: 'default', event: 'info', read: 'warning' } as const;

/** What an entry records: a change, an event, or a read of personal data (highlighted). */
export function AuditKindChip({ kind }: { kind: AuditKind }) {
  const { t } = useAuditEntryTranslation();
  return <Chip size="small" variant="outlined" color={colors[kind]} label={t(`kinds.${kind}`)} />;
}
