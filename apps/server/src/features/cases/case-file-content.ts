import yauzl from 'yauzl';
import { caseAttachmentTypes } from '@cmt/contract/endpoints/cases';
import { badRequest } from '../../lib/errors.ts';

/*
 * What a case attachment is, read from its bytes (issue 36 item 3): a file is kept only when its
 * content is one of the accepted types AND the type its name (and the part's declared type, when
 * that is one of ours) says. The client's word alone is never trusted.
 */

export type CaseAttachmentType = (typeof caseAttachmentTypes)[number];

const XLSX: CaseAttachmentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The extensions each type is named with, and the one a stored copy gets. */
const extensions: Record<CaseAttachmentType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  [XLSX]: ['xlsx'],
  'text/csv': ['csv'],
};

export const storedExtension = (type: CaseAttachmentType): string => extensions[type][0]!;

/** Images and PDF: the browser may show them in the page (`inline=true`). */
export const previewable = (type: string): boolean => type.startsWith('image/') || type === 'application/pdf';

const startsWith = (data: Buffer, bytes: readonly number[] | string, at = 0): boolean => {
  const wanted = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + wanted.length && data.subarray(at, at + wanted.length).equals(wanted);
};

/** The names of a ZIP's entries, or null when the bytes are not a readable ZIP. */
function zipEntryNames(data: Buffer): Promise<string[] | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return resolve(null);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        // An office file has a few dozen parts: a ZIP of thousands is not a workbook we take.
        if (names.length > 10_000) {
          zip.close();
          resolve(null);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The accepted type the bytes are, by their content (magic bytes; a workbook by its parts); null: none. */
export async function sniffAttachment(data: Buffer): Promise<CaseAttachmentType | null> {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'image/gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'image/webp';
  if (startsWith(data, '%PDF-')) return 'application/pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const names = await zipEntryNames(data);
    const workbook =
      names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
    return workbook ? XLSX : null;
  }
  if (data.includes(0)) return null;
  try {
    utf8.decode(data);
  } catch {
    return null;
  }
  return 'text/csv';
}

const accepted: ReadonlySet<string> = new Set(caseAttachmentTypes);
const acceptedNames = Object.values(extensions)
  .flat()
  .map((ext) => `.${ext}`)
  .join(', ');

/** The type a file's name says, by its extension; null when it names none of ours. */
function typeOfName(fileName: string): CaseAttachmentType | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  const found = (Object.keys(extensions) as CaseAttachmentType[]).find((type) =>
    extensions[type].includes(ext),
  );
  return found ?? null;
}

const words: Record<CaseAttachmentType, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/webp': 'a WebP image',
  'image/gif': 'a GIF image',
  'application/pdf': 'a PDF',
  [XLSX]: 'an Excel workbook (XLSX)',
  'text/csv': 'a CSV text file',
};

/**
 * The type an upload is kept as: what its content is, when that is what its name says (and its
 * declared type, when the client sent one of ours). 400 UNSUPPORTED_FILE for content of no accepted
 * type or a name of none, 400 FILE_TYPE_MISMATCH when the content is not what the name says.
 */
export async function attachmentTypeOf(
  data: Buffer,
  fileName: string,
  declaredType: string | undefined,
): Promise<CaseAttachmentType> {
  const detected = await sniffAttachment(data);
  if (!detected)
    throw badRequest(
      `This file is not one of the accepted types: PNG, JPEG, WebP or GIF images, PDF, XLSX or CSV (${acceptedNames})`,
      'UNSUPPORTED_FILE',
    );
  const named = typeOfName(fileName);
  const declared = declaredType && accepted.has(declaredType) ? (declaredType as CaseAttachmentType) : null;
  if (!named && !declared)
    throw badRequest(`Name the file with the extension of its type (${acceptedNames})`, 'UNSUPPORTED_FILE');
  for (const said of [named, declared])
    if (said && said !== detected)
      throw badRequest(
        `The file’s content is ${words[detected]}, not ${words[said]} as its name or type says: nothing was stored`,
        'FILE_TYPE_MISMATCH',
      );
  return detected;
}
