import { deleteImage, imageUses, listImages, uploadImage, exportImages } from '@cmt/contract/endpoints/files';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import { imageUsesOf, listImagePage, imageList } from './image-queries.ts';
import { deleteUnusedImage } from './image-writes.ts';

export const fileRoutes = [
  implement(listImages, async ({ app, query }) => listImagePage(app.db, app.config.CDN_BASE_URL, query)),

  implementExport(exportImages, { name: 'images' }, ({ app, query }) =>
    imageList(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(uploadImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadImage.upload.maxBytes),
  ),

  implement(imageUses, async ({ app, params }) => imageUsesOf(app.db, params.id)),

  implement(deleteImage, async ({ app, request, params }) =>
    deleteUnusedImage({ db: app.db, storage: app.storage, log: app.log }, actorOf(request), params.id),
  ),
];
