import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { imageTypes, type ImageFolder } from '@cmt/contract/files';
import { files } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { publicUrl } from '../../lib/storage.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Takes the multipart `file` of an upload request, checks its real type from its bytes (the name and
 * declared type are ignored), stores it under a server-chosen key in `folder`, and records it.
 */
export async function saveUploadedImage(
  request: FastifyRequest,
  folder: ImageFolder,
  maxBytes: number,
): Promise<UploadedImage> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "file"');
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part || part.fieldname !== 'file') throw badRequest('Send the image in the multipart field "file"');
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  if (!data || part.file.truncated) {
    throw new AppError(
      413,
      'FILE_TOO_LARGE',
      `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  }
  if (data.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE');
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(imageTypes as readonly string[]).includes(detected.mime)) {
    throw badRequest('The file is not a PNG, JPEG, WebP or GIF image', 'UNSUPPORTED_FILE_TYPE');
  }
  const key = `${folder}/${randomUUID()}.${extensions[detected.mime]}`;
  const { app } = { app: request.server };
  await app.storage.put(key, data, detected.mime);
  const sha256 = createHash('sha256').update(data).digest('hex');
  await app.db.transaction(async (tx) => {
    await tx.insert(files).values({
      key,
      folder,
      contentType: detected.mime,
      size: data.length,
      sha256,
      createdBy: request.staff?.id ?? null,
    });
    await writeAudit(tx, actorOf(request), {
      action: 'file.upload',
      targetType: 'file',
      targetId: key,
      after: { folder, contentType: detected.mime, size: data.length, sha256 },
    });
  });
  return { key, url: publicUrl(app.config.CDN_BASE_URL, key), contentType: detected.mime, size: data.length };
}
