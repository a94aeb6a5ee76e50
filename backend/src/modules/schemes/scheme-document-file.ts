import { MB, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';

// How a stored document is described (scheme_documents, and a document activity's info): type is the
// upper-case file extension (default PDF) and size the MB text, both from what the server knows about
// the file.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CFB = 'application/x-cfb'; // .doc and .xls share the OLE container

/** The allowed types and the content type file-type detects for each. */
const CONTENT_OF: Record<string, string> = {
  PDF: 'application/pdf',
  DOC: CFB,
  XLS: CFB,
  DOCX: DOCX,
  XLSX: XLSX,
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
};
const FROM_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.ms-excel': 'XLS',
  [DOCX]: 'DOCX',
  [XLSX]: 'XLSX',
  [CFB]: 'DOC',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};
const allowedTypes = (kind: UploadKind) => UPLOAD_POLICIES[kind].extensions.map((e) => e.slice(1).toUpperCase());

function fromName(name: string): string | undefined {
  return /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1].toUpperCase();
}

function fromHint(hint: string | undefined): string | undefined {
  const value = hint?.trim();
  if (!value) return undefined;
  return value.includes('/') ? FROM_MIME[value.toLowerCase()] : value.replace(/^\./, '').toUpperCase();
}

/**
 * The file name's extension, else the client's type hint (an extension or a MIME type), when it agrees
 * with the content type detected from the file's bytes; otherwise the detected type; PDF by default.
 */
export function documentType(name: string, hint: string | undefined, detected: string, kind: UploadKind = 'scheme-document'): string {
  const allowed = allowedTypes(kind);
  const candidates = [fromName(name), fromHint(hint)].filter((t): t is string => t !== undefined && allowed.includes(t));
  return candidates.find((t) => CONTENT_OF[t] === detected) ?? FROM_MIME[detected] ?? candidates[0] ?? 'PDF';
}

/** '1.2 MB': one decimal, rounded up so a small file never reads as 0.0 MB. */
export function sizeText(bytes: number): string {
  return `${(Math.ceil((bytes / MB) * 10) / 10).toFixed(1)} MB`;
}
