import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsOptional } from 'class-validator';

import { MESSAGES } from '@fund/contracts';

/**
 * Issue 20 item 2, "Notify investors": the posting routes' optional `notify` (a JSON boolean; left out or
 * null: true). True makes one notice per investor the post reaches, in the post's transaction; false
 * makes none. Anything else answers 400 'notify must be true or false'.
 */
export const NotifyInvestors = () => applyDecorators(IsOptional(), IsBoolean({ message: MESSAGES.notifyInvalid }));

/** The flag as sent: notices unless it is false. */
export const notifies = (dto: { notify?: boolean | null }): boolean => dto.notify !== false;

/** What an audit row says of the notices a post made: 'N investors notified (M by e-mail)', or that notify was off. */
export function noticesAudit(counts: { notified: number; emailed: number } | null): string {
  if (counts === null) return 'no investor notified (Notify investors off)';
  return `${counts.notified} investor${counts.notified === 1 ? '' : 's'} notified (${counts.emailed} by e-mail)`;
}
