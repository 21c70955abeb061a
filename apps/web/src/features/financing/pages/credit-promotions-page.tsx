import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  listCreditPromotions,
  promotionStatuses,
  type CreditPromotion,
  exportCreditPromotions,
} from '@cmt/contract/endpoints/financing';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { RouteButton } from '../../../kit/route-button';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useExpireCreditPromotion } from '../api/expire-credit-promotion';
import { PromotionFormDialog } from '../components/promotion-form-dialog';
import { PromotionsTable } from '../components/promotions-table';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

export default function CreditPromotionsPage() {
  const { t } = useFinancingTranslation();
  const message = useMessage();
  const pick = useBilingual();
  const list = useListScreen(listCreditPromotions, { loadError: message('loadCreditPromotions') });
  const expire = useExpireCreditPromotion();
  const [creating, setCreating] = useState(false);
  const ending = useConfirmedAction<CreditPromotion>({
    run: (promotion) => expire.mutateAsync({ id: promotion.id }),
    success: t('promotions.ended'),
    failure: () => t('promotions.endFailed'),
  });
  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={
          <RouteButton route="financing.creditPromotionsUpload" icon={<GroupAddIcon />}>
            {t('promotions.uploadUsers')}
          </RouteButton>
        }
      />
      <ListToolbar
        exportCsv={{ endpoint: exportCreditPromotions, list: list }}
        filters={
          <FilterSelect
            label={t('promotions.status')}
            value={list.query.status ?? ''}
            options={[
              { value: '', label: t('promotions.allStatuses') },
              ...promotionStatuses.map((value) => ({ value, label: t(`promotions.statuses.${value}`) })),
            ]}
            onChange={(value) => list.setFilter('status', value === '' ? undefined : value)}
          />
        }
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('promotions.create')}
          </Button>
        }
      />
      <PromotionsTable result={list.result} state={list.table} onEnd={ending.ask} />
      <PromotionFormDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        {...ending.dialog}
        title={t('promotions.endTitle')}
        message={t('promotions.endMessage', {
          name: ending.target ? pick(ending.target.nameEn, ending.target.nameAr) : '',
        })}
        confirmLabel={t('promotions.endConfirm')}
      />
    </>
  );
}
