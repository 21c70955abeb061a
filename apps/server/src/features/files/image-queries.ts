import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { listImages, StoredImage, exportImages } from '@cmt/contract/endpoints/files';
import { imageFolders, type ImageFolder } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { files, staffUsers } from '../../db/schema.ts';
import { usesOfFile, type FileUse } from '../../domain/file-usage.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';
import { publicUrl } from '../../lib/storage.ts';

/*
 * The files screen's reads. Only rows of the public image folders are reachable here:
 * an id of anything else in `files` (an archived contract PDF, say) is "not found".
 */

const inImageFolders = inArray(files.folder, [...imageFolders]);
const imageNotFound = () => notFound('Image');

/** The images list of these filters, for its page and its export (`exportImages`). */
export function imageList(db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof exportImages>) {
  return defineList({
    rows: db
      .select({
        id: files.id,
        key: files.key,
        originalName: files.originalName,
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
    where: [
      inImageFolders,
      query.folder ? eq(files.folder, query.folder) : undefined,
      query.q ? or(containsText(files.originalName, query.q), containsText(files.key, query.q)) : undefined,
    ],
    sortColumns: { createdAt: files.createdAt, size: files.size },
    tiebreak: files.id,
    toItem: (row): StoredImage => ({
      ...row,
      folder: row.folder as ImageFolder,
      url: publicUrl(cdnBase, row.key),
      createdAt: row.createdAt.toISOString(),
    }),
    key: files.id,
  });
}

export const listImagePage = (db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof listImages>) =>
  listPage(query, imageList(db, cdnBase, query));

export async function findImage(db: DbOrTx, id: number, lock = false) {
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
