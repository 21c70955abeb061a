import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { usesOfFile } from '../../domain/file-usage.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { findImage } from './image-queries.ts';

/**
 * Deletes an image nobody uses: the row and its audit entry in one transaction (409 FILE_IN_USE
 * with the uses while a banner, offer or merchant still points at it), then the stored bytes.
 */
export async function deleteUnusedImage(
  deps: { db: Db; storage: Storage; log: { warn: (o: object, m: string) => void } },
  actor: Actor,
  id: number,
): Promise<void> {
  const key = await audited(deps.db, actor, 'file.delete', 'file', async (tx, note) => {
    const image = await findImage(tx, id, true);
    const uses = await usesOfFile(tx, image.key);
    if (uses.length > 0) {
      const where = uses.map((use) => `${use.kind} “${use.label}”`).join(', ');
      throw new AppError(409, 'FILE_IN_USE', `This image is used by ${where}: it was not deleted`, { uses });
    }
    await tx.delete(files).where(eq(files.id, id));
    note.targetId = image.key;
    note.before = {
      folder: image.folder,
      contentType: image.contentType,
      size: image.size,
      sha256: image.sha256,
    };
    return image.key;
  });
  // The row is gone, so the image is no longer served; the bytes go next (a failure only leaves an orphan).
  await deps.storage
    .remove(key)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'stored image not removed'));
}
