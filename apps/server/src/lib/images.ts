import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { imageTypes, type ImageFolder } from '@cmt/contract/files';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { actorOf, type Actor } from './audit.ts';
import { audited } from './audited.ts';
import { AppError, badRequest } from './errors.ts';
import { multipartRefusal, uploadedFilePart } from './multipart.ts';
import { publicUrl, type Storage } from './storage.ts';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The bytes of the multipart field `file` of an upload request, up to `maxBytes` (413 beyond,
 * 400 when missing, empty or not a readable multipart body). The HTTP side of every upload; what
 * the bytes are is checked after.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const part = await uploadedFilePart(request, maxBytes);
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw multipartRefusal(error);
  });
  if (!data || part.file.truncated) {
    throw new AppError(
      413,
      'FILE_TOO_LARGE',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  }
  if (data.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE');
  return data;
}

/** An image's real type from its bytes (the name and declared type are ignored); 400 when not an image. */
export async function sniffImage(data: Buffer): Promise<{ mime: string; extension: string }> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(imageTypes as readonly string[]).includes(detected.mime)) {
    throw badRequest('The file is not a PNG, JPEG, WebP or GIF image', 'UNSUPPORTED_FILE_TYPE');
  }
  return { mime: detected.mime, extension: extensions[detected.mime]! };
}

/**
 * Stores an image under a server-chosen key in `folder` and records it (table `files`, audited).
 * Public folders are served at the CDN base; see `features/files/files-route.ts`.
 */
export async function saveImage(
  deps: { db: DbOrTx; storage: Storage; cdnBase: string },
  actor: Actor,
  folder: ImageFolder,
  data: Buffer,
): Promise<UploadedImage> {
  const { mime, extension } = await sniffImage(data);
  const key = `${folder}/${randomUUID()}.${extension}`;
  await deps.storage.put(key, data, mime);
  const sha256 = createHash('sha256').update(data).digest('hex');
  await audited(deps.db, actor, 'file.upload', 'file', async (tx, note) => {
    await tx.insert(files).values({
      key,
      folder,
      contentType: mime,
      size: data.length,
      sha256,
      createdBy: actor.staff?.id ?? null,
    });
    note.targetId = key;
    note.after = { folder, contentType: mime, size: data.length, sha256 };
  });
  return { key, url: publicUrl(deps.cdnBase, key), contentType: mime, size: data.length };
}

/** An image upload endpoint's whole work: read the request's file, check it, store it in `folder`. */
export async function saveUploadedImage(
  request: FastifyRequest,
  folder: ImageFolder,
  maxBytes: number,
): Promise<UploadedImage> {
  const data = await readUploadedFile(request, maxBytes);
  const { db, storage, config } = request.server;
  return saveImage({ db, storage, cdnBase: config.CDN_BASE_URL }, actorOf(request), folder, data);
}
