import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { merchantSummaryFields } from '@cmt/contract/endpoints/merchant-fields';
import type { Column } from '../data-table';
import { useBilingual } from '../use-bilingual';
import { usePatternsTranslation } from '../use-patterns-translation';

/** What every merchants list row has (contract: merchant-fields.ts merchantSummaryFields). */
export type MerchantRow = z.infer<z.ZodObject<typeof merchantSummaryFields>>;

/**
 * The merchant kit's table columns: logo, name (with its id and the other language's name),
 * category and status, shared by the merchants and the affiliate merchants lists. Each list puts
 * them in order between its own columns. `nameOf` names a row in the UI language (for row actions).
 */
export function useMerchantColumns<R extends MerchantRow>() {
  const { t } = usePatternsTranslation();
  const pick = useBilingual();
  const nameOf = (merchant: R) => pick(merchant.nameEn, merchant.nameAr);
  const logo: Column<R> = {
    id: 'logo',
    label: t('merchant.columns.logo'),
    width: 64,
    render: (merchant) => (
      <Avatar src={merchant.logoUrl ?? undefined} alt="" variant="rounded">
        {merchant.nameEn.charAt(0)}
      </Avatar>
    ),
  };
  const name: Column<R> = {
    id: 'nameEn',
    label: t('merchant.columns.name'),
    sortable: true,
    render: (merchant) => (
      <>
        <Typography variant="body2" dir="auto">
          {nameOf(merchant)}
        </Typography>
        <Typography variant="caption" color="text.secondary" dir="auto">
          #{merchant.id} · {pick(merchant.nameAr, merchant.nameEn)}
        </Typography>
      </>
    ),
  };
  const category: Column<R> = {
    id: 'category',
    label: t('merchant.columns.category'),
    render: (merchant) => pick(merchant.categoryNameEn, merchant.categoryNameAr),
  };
  const status: Column<R> = {
    id: 'status',
    label: t('merchant.columns.status'),
    render: (merchant) => (
      <Chip
        size="small"
        color={merchant.isActive ? 'success' : 'default'}
        label={merchant.isActive ? t('merchant.active') : t('merchant.inactive')}
      />
    ),
  };
  return { columns: { logo, name, category, status }, nameOf };
}
