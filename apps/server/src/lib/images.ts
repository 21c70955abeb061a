import { createHash, randomUUID } from 'node:crypto';
import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { imageTypes, type ImageFolder } from '@cmt/contract/files';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { Actor } from './audit.ts';
import { audited } from './audited.ts';
import { badRequest } from './errors.ts';
import { publicUrl, type Storage } from './storage.ts';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** An image's real type from its bytes (the name and declared type are ignored); 400 when not an image. */
export async function sniffImage(data: Buffer): Promise<{ mime: string; extension: string }> {
  // Loaded at the first upload, not at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(imageTypes as readonly string[]).includes(detected.mime)) {
    throw badRequest('The file is not a PNG, JPEG, WebP or GIF image', 'UNSUPPORTED_FILE_TYPE');
  }
  return { mime: detected.mime, extension: extensions[detected.mime]! };
}

/**
 * The uploader's file name as kept: its last path segment, without control characters, at most 255
 * characters; null when nothing is left. Only shown and searched, never used as a storage key.
 */
export function uploadName(name: string | null | undefined): string | null {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base ? base.slice(0, 255) : null;
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
  originalName: string | null = null,
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
      originalName: uploadName(originalName),
      createdBy: actor.staff?.id ?? null,
    });
    note.targetId = key;
    note.after = {
      folder,
      contentType: mime,
      size: data.length,
      sha256,
      originalName: uploadName(originalName),
    };
  });
  return { key, url: publicUrl(deps.cdnBase, key), contentType: mime, size: data.length };
}
