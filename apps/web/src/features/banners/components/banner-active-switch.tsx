import Switch from '@mui/material/Switch';
import type { Banner } from '@cmt/contract/endpoints/banners';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useUpdateBannerActive } from '../api/update-banner-active';
import { useBannersTranslation } from '../hooks/use-banners-translation';

/** The per-row active switch: shows the requested state while saving, then the server's. */
export function BannerActiveSwitch({ banner }: { banner: Banner }) {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const update = useUpdateBannerActive(banner.id);
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
          onError: () => snackbar.show(message('updateBanner'), 'error'),
        })
      }
    />
  );
}
