import type { BannerInput } from '@cmt/contract/endpoints/banners';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useMessage } from '../../../lib/i18n';
import { useCreateBanner } from '../api/create-banner';
import { BannerCreateForm } from '../components/banner-create-form';
import { useBannersTranslation } from '../hooks/use-banners-translation';

export default function BannerCreatePage() {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const create = useCreateBanner();
  const screen = useRecordScreen({
    isNew: true,
    save: ({ body }: { body: BannerInput }) => create.mutateAsync(body),
    messages: { saved: message('bannerCreated'), saveFailed: message('createBanner') },
    // docs/requirements.md §P2: after a banner is created the user goes to the banner list.
    next: () => hrefFor('banners.list'),
  });

  return (
    <>
      <PageHeader title={t('createTitle')} />
      <BannerCreateForm {...screen.form} />
      {screen.dialogs}
    </>
  );
}
