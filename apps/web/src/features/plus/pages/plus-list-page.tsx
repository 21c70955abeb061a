import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { listPlusPlans, type PlusPlan, exportPlusPlans } from '@cmt/contract/endpoints/plus';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { DataTable, type Column } from '../../../kit/data-table';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { RowAction } from '../../../kit/row-action';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { isStaleRecord } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useSetPlusPlanActive } from '../api/set-plus-plan-active';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { usePlusTranslation } from '../hooks/use-plus-translation';

/** /app/general/plus: the plans in app order; withdrawing one asks first, offering it again does not. */
export default function PlusListPage() {
  const { t } = usePlusTranslation();
  const pick = useBilingual();
  const { language } = useLanguage();
  const snackbar = useSnackbar();
  const list = useListScreen(listPlusPlans, { loadError: t('list.loadError') });
  const activation = useSetPlusPlanActive();
  const failure = (error: unknown) => (isStaleRecord(error) ? t('list.changed') : t('list.toggleFailed'));
  const withdraw = useConfirmedAction<PlusPlan>({
    run: (plan) => activation.mutateAsync({ id: plan.id, version: plan.version, isActive: false }),
    success: t('list.deactivated'),
    failure,
  });
  const offer = (plan: PlusPlan) =>
    activation.mutate(
      { id: plan.id, version: plan.version, isActive: true },
      {
        onSuccess: () => snackbar.show(t('list.activated'), 'success'),
        onError: (error) => snackbar.show(failure(error), 'error'),
      },
    );
  const columns: Column<PlusPlan>[] = [
    {
      id: 'position',
      label: t('list.columns.position'),
      sortable: true,
      align: 'end',
      width: 80,
      render: (plan) => plan.position,
    },
    {
      id: 'nameEn',
      label: t('list.columns.name'),
      sortable: true,
      render: (plan) => (
        <>
          <Typography variant="body2">{pick(plan.nameEn, plan.nameAr)}</Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            {pick(plan.nameAr, plan.nameEn)}
          </Typography>
        </>
      ),
    },
    {
      id: 'price',
      label: t('list.columns.price'),
      sortable: true,
      render: (plan) => t(`perPeriod.${plan.period}`, { price: formatEgp(language, plan.price) }),
    },
    {
      id: 'benefits',
      label: t('list.columns.benefits'),
      render: (plan) => (
        <Typography variant="body2" title={plan.benefits.map((b) => pick(b.en, b.ar)).join('\n')}>
          {t('list.benefitCount', { count: plan.benefits.length })}
        </Typography>
      ),
    },
    {
      id: 'active',
      label: t('list.columns.active'),
      render: (plan) => (
        <Switch
          checked={plan.isActive}
          disabled={activation.isPending}
          slotProps={{ input: { 'aria-label': t('list.toggle', { name: pick(plan.nameEn, plan.nameAr) }) } }}
          onChange={(event) => (event.target.checked ? offer(plan) : withdraw.ask(plan))}
        />
      ),
    },
    {
      id: 'actions',
      label: t('list.columns.actions'),
      align: 'end',
      render: (plan) => (
        <RowAction
          label={t('list.edit', { name: pick(plan.nameEn, plan.nameAr) })}
          icon={<EditIcon fontSize="small" />}
          to={hrefFor('general.plusManage', { id: plan.id })}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportPlusPlans, list: list }}
        filters={
          <FilterSelect
            label={t('list.active')}
            value={list.query.active}
            options={[
              { value: 'ALL', label: t('list.all') },
              { value: 'ACTIVE', label: t('list.onlyActive') },
              { value: 'INACTIVE', label: t('list.onlyInactive') },
            ]}
            onChange={(value) => list.setFilter('active', value)}
          />
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={hrefFor('general.plusManage')}
          >
            {t('list.create')}
          </Button>
        }
      />
      <DataTable
        label={t('list.tableLabel')}
        columns={columns}
        result={list.result}
        state={list.table}
        getRowId={(plan) => plan.id}
        emptyText={t('list.empty')}
      />
      <ConfirmDialog
        {...withdraw.dialog}
        title={t('list.deactivateTitle')}
        message={t('list.deactivateMessage', {
          name: withdraw.target ? pick(withdraw.target.nameEn, withdraw.target.nameAr) : '',
        })}
        confirmLabel={t('list.deactivate')}
      />
    </>
  );
}
