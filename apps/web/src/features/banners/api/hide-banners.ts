import { hideBanners, type Banner } from '@cmt/contract/endpoints/banners';
import { callApi } from '../../../lib/api-client';

/** Hides the selected banners with the versions the list showed; every row's outcome. */
export const hideBannerRows = (rows: Banner[]) =>
  callApi(hideBanners, { body: { items: rows.map(({ id, version }) => ({ id, version })) } });
