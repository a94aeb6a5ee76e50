import { UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';

export { demoPdf, demoPng } from '../src/seed/demo-files.js';

// Files for every upload test, backend e2e and journeys alike (issue 22 item 3): the smallest valid
// PNG and PDF, a file over a kind's size limit, and files whose bytes are not what their name says.
// The magic bytes decide what a file is, never its name or Content-Type. For files a person looks at
// in a screenshot, demoPdf and demoPng (the demo seed's) draw real pages and pictures.

/** A valid 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-object PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A Windows executable's header: no upload kind accepts it, whatever it is called. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** Wrong magic bytes: named and typed as a PNG, the content is a PDF (as a file input or an upload takes it). */
export const PDF_NAMED_PNG = { name: 'photo.png', mimeType: 'image/png', buffer: PDF } as const;

/** `head` (a PNG unless told) padded to one byte past the upload limit of `kind`. */
export function oversized(kind: UploadKind, head: Buffer = PNG): Buffer {
  return Buffer.concat([head, Buffer.alloc(UPLOAD_POLICIES[kind].maxBytes - head.length + 1)]);
}

/** The path + query of an upload URL the server issued (absolute or not), for supertest. */
export function localPath(uploadURL: string): string {
  const url = new URL(uploadURL, 'http://localhost');
  return `${url.pathname}${url.search}`;
}
