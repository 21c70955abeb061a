import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { updateBanner, type Banner } from '@cmt/contract/endpoints/banners';
import type { BodyOf } from '@cmt/contract/endpoint';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { isStaleRecord } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { useBanner } from '../api/get-banner';
import { useUpdateBannerActive } from '../api/update-banner-active';
import { useBannersTranslation } from '../hooks/use-banners-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

/**
 * The banner's edit screen, in a dialog: loads the banner (GET /offers/banners/{id}); on failure the
 * snackbar says "Could not load banner" (docs/requirements.md §P8) and the dialog closes. What a banner's update
 * changes is whether it is active (docs/requirements.md §P7).
 */
export function BannerEditDialog({ bannerId, onClose }: { bannerId: number; onClose: () => void }) {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const loaded = useBanner(bannerId, message('loadBanner'));
  const failed = loaded.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (loaded.data) return <BannerEditForm banner={loaded.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={t('editTitle')}>
      <DialogContent>
        <PageSpinner label={t('loading')} />
      </DialogContent>
    </Dialog>
  );
}

function BannerEditForm({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const patterns = usePatternsTranslation();
  const snackbar = useSnackbar();
  const formatDateTime = useFormatDateTime();
  const update = useUpdateBannerActive(banner.id, banner.version);
  const { control, handleSubmit, formState } = useForm<BodyOf<typeof updateBanner>>({
    resolver: zodResolver(updateBanner.body),
    defaultValues: { isActive: banner.isActive },
  });

  const submit = handleSubmit(async ({ isActive }) => {
    try {
      const saved = await update.mutateAsync(isActive);
      snackbar.show(message(saved.isActive ? 'bannerActive' : 'bannerInactive'), 'success');
    } catch (error) {
      snackbar.show(
        isStaleRecord(error) ? patterns.t('stale.listChanged') : message('updateBanner'),
        isStaleRecord(error) ? 'warning' : 'error',
      );
    }
    onClose();
  });

  return (
    <FormDialog
      open
      title={t('editTitle')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box
        component="img"
        src={banner.imageUrl}
        alt={t('imageAlt', { title: banner.title })}
        sx={{ width: '100%', maxHeight: 200, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('fields.title')}
        </Typography>
        <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0 }}>
          {banner.title}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('fields.folder')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {t(`folders.${banner.folder}`)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('fields.link')}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          dir={banner.link ? 'ltr' : undefined}
          sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {banner.link ?? t('noLink')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('fields.position')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {banner.position}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('columns.createdAt')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDateTime(banner.createdAt)}
        </Typography>
      </Box>
      <FormSwitchField
        control={control}
        name="isActive"
        label={t('fields.isActive')}
        helperText={t('activeHelp')}
      />
      <HistoryPanel type="banner" id={banner.id} changeKey={banner.version} />
    </FormDialog>
  );
}
