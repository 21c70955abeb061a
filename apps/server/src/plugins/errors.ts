import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, fieldIssue, invalidFields } from '../lib/errors.ts';

/**
 * One error shape for every failure: `{ message, code, details? }`. Validation errors name the field;
 * 5xx never leak internals (they are logged with the request id instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A download whose rows failed before its first byte (the database gone as the export began)
    // has its file's headers set already: the error is answered as JSON, not as a broken file.
    if (!reply.sent && reply.hasHeader('content-disposition')) {
      reply.removeHeader('content-disposition');
      reply.removeHeader('content-type');
    }
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers ?? {})
        .send({ message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refusal = invalidFields(
        error.validation.map((issue) =>
          fieldIssue(
            [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].filter(
              Boolean,
            ) as string[],
            issue.message ?? '',
          ),
        ),
      );
      return reply.code(400).send({ message: refusal.message, code: refusal.code, details: refusal.details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        message: 'The database is unavailable. Try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
