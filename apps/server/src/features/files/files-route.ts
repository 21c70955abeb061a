import type { FastifyInstance } from 'fastify';
import { findUnstorableText } from '@cmt/contract/fields';
import { findPublicFile } from './file-queries.ts';

/** Longer than any key the server gives (`<folder>/<uuid>.<ext>`), with room to spare. */
const MAX_KEY_LENGTH = 512;

/**
 * Whether a requested key could be a stored one: keys are server-chosen `<folder>/<name>`, so one with
 * a NUL or another control character, a lone surrogate (PostgreSQL cannot even compare those: a 500),
 * a backslash, an empty, `.` or `..` segment, or beyond MAX_KEY_LENGTH is simply not there.
 */
function isPossibleKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !findUnstorableText(key, []) &&
    !/[\p{Cc}\\]/u.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

const notFound = { message: 'File was not found', code: 'NOT_FOUND' };

/**
 * Serves public stored files at /files/<key>, with the content type recorded at upload. Only the
 * image folders are public; anything else in storage (uploads, generated PDFs) never leaves here.
 */
export function registerFiles(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isPossibleKey(key)) return reply.code(404).send(notFound);
    const file = await findPublicFile(app.db, key);
    const stream = file ? await app.storage.read(key) : null;
    if (!file || !stream) return reply.code(404).send(notFound);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
