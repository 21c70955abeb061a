import Switch from '@mui/material/Switch';
import type { Banner } from '@cmt/contract/endpoints/banners';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { isStaleRecord } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { useUpdateBannerActive } from '../api/update-banner-active';
import { useBannersTranslation } from '../hooks/use-banners-translation';

/** The per-row active switch: shows the requested state while saving, then the server's. */
export function BannerActiveSwitch({ banner }: { banner: Banner }) {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const patterns = usePatternsTranslation();
  const update = useUpdateBannerActive(banner.id, banner.version);
  const checked = update.isPending ? update.variables : banner.isActive;

  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      slotProps={{ input: { 'aria-label': t('toggleActive', { title: banner.title }) } }}
      onChange={(event) =>
        update.mutate(event.target.checked, {
          onSuccess: (saved) =>
            snackbar.show(message(saved.isActive ? 'bannerActive' : 'bannerInactive'), 'success'),
          onError: (error) =>
            isStaleRecord(error)
              ? snackbar.show(patterns.t('stale.listChanged'), 'warning')
              : snackbar.show(message('updateBanner'), 'error'),
        })
      }
    />
  );
}
