import { MESSAGES } from '@fund/contracts';
import { Matches } from 'class-validator';

/** The signed token of an unsubscribe link (unsubscribe-links.ts): payload.signature, both base64url. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;

export class UnsubscribeQueryDto {
  // Required without IsDefined (which would describe the parameter with a top-level `not`, invalid in
  // OpenAPI): a missing token fails the pattern, with the same message.
  @Matches(UNSUBSCRIBE_TOKEN_PATTERN, { message: MESSAGES.unsubscribeTokenInvalid })
  token: string;
}
