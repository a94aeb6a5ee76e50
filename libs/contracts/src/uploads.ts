import { MB } from './limits.js';

// One policy per kind of upload: where the object lives, how large it may be, which types its magic
// bytes may show, and whether it may ever be made publicly readable (KYC documents never are).

export type UploadKind =
  | 'kyc-document'
  | 'scheme-document'
  | 'activity-document'
  | 'asset-image'
  | 'slide-image'
  | 'profile-photo'
  | 'issued-document'
  | 'sharia-document'
  | 'board-photo'
  | 'purification-receipt';

export interface UploadPolicy {
  kind: UploadKind;
  maxBytes: number;
  /** MIME types as detected from the content; `image/*` admits any image. */
  contentTypes: readonly string[];
  /** File extensions shown in the UI's dropzone hints. */
  extensions: readonly string[];
  mayBePublic: boolean;
}

const PDF = 'application/pdf';
const DOC = 'application/x-cfb'; // .doc and .xls are OLE compound files
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JPEG = 'image/jpeg';
const PNG = 'image/png';
const GIF = 'image/gif';

export const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  'kyc-document': {
    kind: 'kyc-document',
    maxBytes: 10 * MB,
    contentTypes: [PDF, JPEG, PNG, DOC, DOCX],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
    mayBePublic: false,
  },
  'scheme-document': {
    kind: 'scheme-document',
    maxBytes: 10 * MB,
    contentTypes: [PDF, DOC, DOCX, XLSX],
    extensions: ['.pdf', '.doc', '.docx', '.xlsx', '.xls'],
    mayBePublic: true,
  },
  'activity-document': {
    kind: 'activity-document',
    maxBytes: 10 * MB,
    contentTypes: [PDF, DOC, DOCX, XLSX, JPEG, PNG],
    extensions: ['.pdf', '.doc', '.docx', '.xlsx', '.xls', '.jpg', '.jpeg', '.png'],
    mayBePublic: false,
  },
  'asset-image': {
    kind: 'asset-image',
    maxBytes: 5 * MB,
    contentTypes: [JPEG, PNG],
    extensions: ['.jpeg', '.jpg', '.png'],
    mayBePublic: true,
  },
  'slide-image': {
    kind: 'slide-image',
    maxBytes: 10 * MB,
    contentTypes: ['image/*'],
    extensions: ['image/*'],
    mayBePublic: true,
  },
  'profile-photo': {
    kind: 'profile-photo',
    maxBytes: 5 * MB,
    contentTypes: [JPEG, PNG, GIF],
    extensions: ['.jpg', '.jpeg', '.png', '.gif'],
    mayBePublic: true,
  },
  // Statements and payout advices the server prints (issue 23): never uploaded by a client.
  'issued-document': {
    kind: 'issued-document',
    maxBytes: 20 * MB,
    contentTypes: [PDF],
    extensions: ['.pdf'],
    mayBePublic: false,
  },
  // Issue 24: signed fatwas, certificates and annual Sharia reports; board members' photos; an
  // investor's receipt for purification given.
  'sharia-document': {
    kind: 'sharia-document',
    maxBytes: 10 * MB,
    contentTypes: [PDF],
    extensions: ['.pdf'],
    mayBePublic: false,
  },
  'board-photo': {
    kind: 'board-photo',
    maxBytes: 5 * MB,
    contentTypes: [JPEG, PNG],
    extensions: ['.jpg', '.jpeg', '.png'],
    mayBePublic: false,
  },
  'purification-receipt': {
    kind: 'purification-receipt',
    maxBytes: 10 * MB,
    contentTypes: [PDF, JPEG, PNG],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
    mayBePublic: false,
  },
};

export const UPLOAD_KINDS = Object.keys(UPLOAD_POLICIES) as UploadKind[];

export function acceptsContentType(policy: UploadPolicy, contentType: string): boolean {
  return policy.contentTypes.some((allowed) =>
    allowed.endsWith('/*') ? contentType.startsWith(allowed.slice(0, -1)) : allowed === contentType,
  );
}
