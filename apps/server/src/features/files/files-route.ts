import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imageFolders } from '@cmt/contract/files';
import { files } from '../../db/schema.ts';

const publicFolders: ReadonlySet<string> = new Set(imageFolders);

/**
 * Serves public stored files at /files/<key>, with the content type recorded at upload. Only the
 * image folders are public; anything else in storage (uploads, generated PDFs) never leaves here.
 */
export function registerFiles(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const [file] = await app.db.select().from(files).where(eq(files.key, key));
    const isPublic = file !== undefined && publicFolders.has(file.folder);
    const stream = isPublic ? await app.storage.read(key) : null;
    if (!file || !isPublic || !stream)
      return reply.code(404).send({ message: 'File was not found', code: 'NOT_FOUND' });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
