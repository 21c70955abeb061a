import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@cmt/contract/endpoints/audit';
import { AuditDiff } from '../../../kit/audit/audit-diff';
import { AuditKindChip } from '../../../kit/audit/audit-kind-chip';
import { useAuditEntryTranslation } from '../../../kit/audit/use-audit-entry-translation';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useAuditTranslation } from '../hooks/use-audit-translation';

/** The trail's page of entries: when, who (and from where), kind and action, the record, the diff or the stated reason. */
export function AuditTable({ result, state }: { result: ListResult<AuditEntry>; state: ListTableState }) {
  const { t } = useAuditTranslation();
  const entries = useAuditEntryTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: Column<AuditEntry>[] = [
    {
      id: 'at',
      label: t('columns.when'),
      sortable: true,
      width: 170,
      render: (entry) => (
        <>
          <Typography variant="body2">{formatDateTime(entry.at)}</Typography>
          <Typography variant="caption" color="text.secondary">
            #{entry.id}
          </Typography>
        </>
      ),
    },
    {
      id: 'who',
      label: t('columns.who'),
      render: (entry) => (
        <>
          <Typography variant="body2">
            <bdi>{entry.actorEmail ?? entries.t('system')}</bdi>
          </Typography>
          {entry.makerEmail && (
            <Typography variant="caption" component="div" data-testid="audit-maker">
              {entries.t('askedBy')} <bdi>{entry.makerEmail}</bdi>
            </Typography>
          )}
          {entry.ip && (
            <Typography variant="caption" color="text.secondary">
              <bdi dir="ltr">{entry.ip}</bdi>
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'action',
      label: t('columns.action'),
      render: (entry) => (
        <>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', mb: 0.5 }}>
            <bdi>{entry.action}</bdi>
          </Typography>
          {entry.kind !== 'change' && <AuditKindChip kind={entry.kind} />}
        </>
      ),
    },
    {
      id: 'record',
      label: t('columns.record'),
      render: (entry) =>
        entry.targetType ? (
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            <bdi>
              {entry.targetType}
              {entry.targetId && ` #${entry.targetId}`}
            </bdi>
          </Typography>
        ) : (
          '—'
        ),
    },
    // The widest share, so the before → after values wrap inside the screen.
    {
      id: 'details',
      label: t('columns.details'),
      width: '40%',
      render: (entry) => <AuditDiff entry={entry} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      result={result}
      state={state}
      getRowId={(entry) => entry.id}
      label={t('tableLabel')}
      emptyText={t('empty')}
    />
  );
}
