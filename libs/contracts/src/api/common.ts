import { Type, type Static } from '@sinclair/typebox';

import { Id } from './schema.js';

/** The one error shape every 4xx and 5xx answer has. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  error: Type.String({ description: 'The HTTP reason phrase, e.g. Bad Request' }),
  requestId: Type.Optional(Type.String({ description: 'Only on 500s, so an operator can find the log line' })),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** A confirmation naming the record it made or removed. */
export const IdMessageAnswer = Type.Object({ message: Type.String(), id: Id() });
export type IdMessageAnswer = Static<typeof IdMessageAnswer>;

export const HealthView = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });
export type HealthView = Static<typeof HealthView>;

// Upload answers (spec/000 §7, spec/001 §7). Each names a signed URL for one PUT of the file's bytes
// and, once uploaded, the object path (/api/objects/<kind>/<id>) that other calls take.

/** A signed URL for one PUT (KYC documents, scheme documents). */
export const UploadUrlAnswer = Type.Object({ uploadURL: Type.String() });
export type UploadUrlAnswer = Static<typeof UploadUrlAnswer>;

/** A signed URL and the object path the file will have (activity documents). */
export const UploadTargetAnswer = Type.Object({ uploadURL: Type.String(), objectPath: Type.String() });
export type UploadTargetAnswer = Static<typeof UploadTargetAnswer>;

/** Profile photos: `url` and `uploadURL` are the same signed URL. */
export const PhotoUploadAnswer = Type.Object({ url: Type.String(), uploadURL: Type.String() });
export type PhotoUploadAnswer = Static<typeof PhotoUploadAnswer>;

/** Asset images: `url` is the signed URL. */
export const ImageUploadAnswer = Type.Object({ url: Type.String(), objectPath: Type.String() });
export type ImageUploadAnswer = Static<typeof ImageUploadAnswer>;

export const ObjectPathAnswer = Type.Object({ objectPath: Type.String() });
export type ObjectPathAnswer = Static<typeof ObjectPathAnswer>;

/** The answer to the one PUT of a file to its upload URL: where it can be read, its size and detected type. */
export const StoredUploadAnswer = Type.Object({
  objectPath: Type.String(),
  size: Type.Integer({ description: 'Bytes stored' }),
  contentType: Type.String({ description: 'The MIME type read from the bytes' }),
});
export type StoredUploadAnswer = Static<typeof StoredUploadAnswer>;

/** A scheme document saved from its upload URL: `url` is its object path. */
export const SavedDocumentAnswer = Type.Object({ url: Type.String(), id: Id() });
export type SavedDocumentAnswer = Static<typeof SavedDocumentAnswer>;
