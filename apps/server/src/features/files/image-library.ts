import { and, count, eq, inArray } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { listImages, StoredImage } from '@cmt/contract/endpoints/files';
import { imageFolders, type ImageFolder } from '@cmt/contract/files';
import type { Db, DbOrTx } from '../../db/client.ts';
import { files, staffUsers } from '../../db/schema.ts';
import { usesOfFile, type FileUse } from '../../domain/file-usage.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { listPage } from '../../lib/list-page.ts';
import { publicUrl, type Storage } from '../../lib/storage.ts';

/*
 * The files screen's reads and deletes. Only rows of the public image folders are reachable here:
 * an id of anything else in `files` (an archived contract PDF, say) is "not found".
 */

const inImageFolders = inArray(files.folder, [...imageFolders]);
const imageNotFound = () => notFound('Image');

export function listImagePage(db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof listImages>) {
  return listPage(query, {
    rows: db
      .select({
        id: files.id,
        key: files.key,
        folder: files.folder,
        contentType: files.contentType,
        size: files.size,
        createdAt: files.createdAt,
        createdBy: staffUsers.email,
      })
      .from(files)
      .leftJoin(staffUsers, eq(staffUsers.id, files.createdBy))
      .$dynamic(),
    count: db.select({ value: count() }).from(files).$dynamic(),
    where: [inImageFolders, query.folder ? eq(files.folder, query.folder) : undefined],
    sortColumns: { createdAt: files.createdAt, size: files.size },
    tiebreak: files.id,
    toItem: (row): StoredImage => ({
      ...row,
      folder: row.folder as ImageFolder,
      url: publicUrl(cdnBase, row.key),
      createdAt: row.createdAt.toISOString(),
    }),
  });
}

async function findImage(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select()
    .from(files)
    .where(and(eq(files.id, id), inImageFolders));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw imageNotFound();
  return row;
}

export async function imageUsesOf(db: DbOrTx, id: number): Promise<FileUse[]> {
  return usesOfFile(db, (await findImage(db, id)).key);
}

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
