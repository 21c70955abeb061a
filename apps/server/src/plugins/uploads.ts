import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import type { ImageFolder } from '@cmt/contract/files';
import { actorOf } from '../lib/audit.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import { saveImage } from '../lib/images.ts';

/*
 * The request side of every upload: the multipart body read into a file part or its bytes, with the
 * parser's failures answered in the one error shape. What the bytes are is checked after, away from
 * the request (`lib/images.ts`, the bulk reader).
 */

/** A body the multipart parser could not read: no boundary, another boundary, cut short, a broken part. */
export const malformedMultipart = () =>
  badRequest(
    'The upload is not a readable multipart/form-data body: send the file in the field "file", with the boundary the Content-Type names',
    'MALFORMED_MULTIPART',
  );

/**
 * What a failure while reading a multipart body answers. The parser's own errors (busboy's "Boundary
 * not found", "Unexpected end of form", "Malformed part header") carry no HTTP status: they are the
 * client's malformed body, a 400, never a 500. Errors with a status (413 over a limit) and the app's
 * own pass through unchanged.
 */
export function multipartRefusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? error : malformedMultipart();
}

/**
 * The file part of an upload: the multipart field `file`, up to `maxBytes` (the part reports a
 * `limit` beyond). 400 in the error shape when the request is not multipart, its body cannot be read,
 * or it has no file in the field `file`. Only the first file is read (the parser takes one).
 */
export async function uploadedFilePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    throw multipartRefusal(error);
  }
  if (!part || part.fieldname !== 'file') throw badRequest('Send the file in the multipart field "file"');
  return part;
}

/** The bytes of a file part as they arrive; a body found cut short or malformed on the way is a 400. */
export async function* partContent(part: MultipartFile): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch (error) {
    throw multipartRefusal(error);
  }
}

/**
 * The bytes of the multipart field `file` of an upload request, up to `maxBytes` (413 beyond,
 * 400 when missing, empty or not a readable multipart body). The HTTP side of every upload; what
 * the bytes are is checked after.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readUploadedFileAndName(request, maxBytes)).data;
}

/**
 * `readUploadedFile`, with the file name the client sent (the uploader's own, kept for search) and
 * the type it declared for the part (only ever compared with what the bytes are, never trusted).
 */
export async function readUploadedFileAndName(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string; mimetype: string }> {
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
  return { data, filename: part.filename, mimetype: part.mimetype };
}

/** An image upload endpoint's whole work: read the request's file, check it, store it in `folder`. */
export async function saveUploadedImage(
  request: FastifyRequest,
  folder: ImageFolder,
  maxBytes: number,
): Promise<UploadedImage> {
  const { data, filename } = await readUploadedFileAndName(request, maxBytes);
  const { db, storage, config } = request.server;
  return saveImage({ db, storage, cdnBase: config.CDN_BASE_URL }, actorOf(request), folder, data, filename);
}
