/**
 * POST /api/objects/upload. For the KYC wizard the body is empty (or `{}`): the server chooses a
 * kyc-document key. Issue 5 adds the admin marketing-slide variant `{filename, contentType, folder}`
 * here as optional fields; until then any field is refused as unknown (400).
 */
export class UploadRequestDto {}
