import { useNavigate } from 'react-router';
import type { BannerInput } from '@cmt/contract/endpoints/banners';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useCreateBanner } from '../api/create-banner';
import { BannerCreateForm } from '../components/banner-create-form';
import { useBannersTranslation } from '../hooks/use-banners-translation';

export default function BannerCreatePage() {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const create = useCreateBanner();

  const save = async (input: BannerInput) => {
    await create.mutateAsync(input);
    snackbar.show(message('bannerCreated'), 'success');
    // SPEC §2: after a banner is created the user goes to the banner list.
    await navigate(hrefFor('banners.list'));
  };

  return (
    <>
      <PageHeader title={t('createTitle')} />
      <BannerCreateForm onSubmit={save} onFailure={() => snackbar.show(message('createBanner'), 'error')} />
    </>
  );
}
