import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';

import { acceptsContentType, type UploadPolicy } from '@fund/contracts';

export function fileTooLarge(policy: UploadPolicy): PayloadTooLargeException {
  return new PayloadTooLargeException(`File too large: the limit is ${Math.round(policy.maxBytes / 1024 / 1024)} MB`);
}

export function assertSize(size: number, policy: UploadPolicy): void {
  if (size > policy.maxBytes) throw fileTooLarge(policy);
  if (size === 0) throw new UnsupportedMediaTypeException('The file is empty');
}

/** `detected` is what file-type read from the magic bytes; anything the policy does not admit is a 415. */
export function assertContentType(detected: string | undefined, policy: UploadPolicy): string {
  if (!detected || !acceptsContentType(policy, detected)) {
    throw new UnsupportedMediaTypeException(`Invalid file type: allowed ${policy.extensions.join(', ')}`);
  }
  return detected;
}
