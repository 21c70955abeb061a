import { eq } from 'drizzle-orm';
import { imageFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

const publicFolders: ReadonlySet<string> = new Set(imageFolders);

/**
 * The stored file of `key` when anyone may fetch it: only the image folders are public; anything
 * else in storage (uploads, generated PDFs) is as good as absent.
 */
export async function findPublicFile(db: DbOrTx, key: string): Promise<{ contentType: string } | undefined> {
  const [file] = await db.select().from(files).where(eq(files.key, key));
  return file && publicFolders.has(file.folder) ? { contentType: file.contentType } : undefined;
}
