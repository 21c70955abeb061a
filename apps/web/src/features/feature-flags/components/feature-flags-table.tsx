import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { RowAction } from '../../../kit/row-action';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useFlagsTranslation } from '../hooks/use-flags-translation';
import { FlagValue } from './flag-value';

interface FeatureFlagsTableProps {
  result: ListResult<FeatureFlag>;
  state: ListTableState;
  onDelete: (flag: FeatureFlag) => void;
}

export function FeatureFlagsTable({ result, state, onDelete }: FeatureFlagsTableProps) {
  const { t } = useFlagsTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: Column<FeatureFlag>[] = [
    {
      id: 'key',
      label: t('columns.key'),
      sortable: true,
      render: (flag) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }} dir="ltr">
          {flag.key}
        </Typography>
      ),
    },
    { id: 'value', label: t('columns.value'), render: (flag) => <FlagValue value={flag.value} /> },
    {
      id: 'description',
      label: t('columns.description'),
      render: (flag) => (
        <Typography variant="body2" color="text.secondary" dir="auto">
          {flag.description}
        </Typography>
      ),
    },
    {
      id: 'updatedAt',
      label: t('columns.updatedAt'),
      sortable: true,
      render: (flag) => formatDateTime(flag.updatedAt),
    },
    {
      id: 'actions',
      label: t('columns.actions'),
      align: 'end',
      render: (flag) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <RowAction
            label={t('edit', { key: flag.key })}
            icon={<EditIcon fontSize="small" />}
            to={hrefFor('featureFlags.manage', { id: flag.id })}
          />
          <RowAction
            label={t('delete', { key: flag.key })}
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => onDelete(flag)}
          />
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(flag) => flag.id}
      emptyText={t('empty')}
    />
  );
}
