import EventBusyIcon from '@mui/icons-material/EventBusy';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CreditPromotion } from '@cmt/contract/endpoints/financing';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { RowAction } from '../../../kit/row-action';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { usePartnerName } from '../hooks/use-partner-name';

const statusColour = { SCHEDULED: 'info', ACTIVE: 'success', ENDED: 'default' } as const;

/** Promotions with what they give, to whom, when, and how many customers are eligible; running ones can be ended. */
export function PromotionsTable({
  result,
  state,
  onEnd,
}: {
  result: ListResult<CreditPromotion>;
  state: ListTableState;
  onEnd: (promotion: CreditPromotion) => void;
}) {
  const { t } = useFinancingTranslation();
  const { language } = useLanguage();
  const pick = useBilingual();
  const partnerName = usePartnerName();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const columns: Column<CreditPromotion>[] = [
    {
      id: 'id',
      label: t('promotions.columns.name'),
      sortable: true,
      render: (p) => (
        <>
          <Typography variant="body2">
            <bdi>{pick(p.nameEn, p.nameAr)}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{p.id}
          </Typography>
        </>
      ),
    },
    { id: 'kind', label: t('promotions.columns.kind'), render: (p) => t(`promotions.kinds.${p.kind}`) },
    {
      id: 'value',
      label: t('promotions.columns.value'),
      render: (p) => (
        <bdi>
          {t(`promotions.value.${p.kind}`, {
            amount: formatEgp(language, p.limitIncrease),
            count: p.interestFreeMonths ?? 0,
          })}
        </bdi>
      ),
    },
    {
      id: 'partner',
      label: t('promotions.columns.partner'),
      render: (p) => (p.partnerName ? partnerName(p.partnerName) : t('promotions.allPartners')),
    },
    {
      id: 'startsOn',
      label: t('promotions.columns.period'),
      sortable: true,
      render: (p) => t('promotions.period', { from: formatDate(p.startsOn), to: formatDate(p.endsOn) }),
    },
    {
      id: 'status',
      label: t('promotions.columns.status'),
      render: (p) => (
        <>
          <Chip size="small" color={statusColour[p.status]} label={t(`promotions.statuses.${p.status}`)} />
          {p.endedBy && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('promotions.endedBy', { by: p.endedBy, date: formatDateTime(p.endedAt) })}
              {p.endReason && (
                <>
                  {' · '}
                  <bdi>{p.endReason}</bdi>
                </>
              )}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'eligible', label: t('promotions.columns.eligible'), align: 'end', render: (p) => p.eligibleUsers },
    {
      id: 'actions',
      label: t('promotions.columns.actions'),
      align: 'end',
      render: (p) =>
        p.status === 'ENDED' ? null : (
          <RowAction
            label={t('promotions.end', { name: pick(p.nameEn, p.nameAr) })}
            icon={<EventBusyIcon fontSize="small" />}
            color="error"
            onClick={() => onEnd(p)}
          />
        ),
    },
  ];
  return (
    <DataTable
      label={t('promotions.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(p) => p.id}
      emptyText={t('promotions.empty')}
    />
  );
}
