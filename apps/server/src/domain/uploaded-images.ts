import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { fieldError } from '../lib/errors.ts';

/**
 * A stored image key given in a form must be a file uploaded to one of the screen's folders (not
 * a key typed by hand, nor another area's image): otherwise 400 on that field, naming the first
 * folder. No key (an optional image left empty) passes.
 */
export async function checkImageIn(
  tx: DbOrTx,
  key: string | null | undefined,
  folders: readonly string[],
  path: (string | number)[],
): Promise<void> {
  if (!key) return;
  const [image] = await tx.select({ folder: files.folder }).from(files).where(eq(files.key, key));
  if (!image || !folders.includes(image.folder))
    throw fieldError(path, 'imageInFolder', { folder: folders[0]! });
}
