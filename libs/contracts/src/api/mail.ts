import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Id, Nullable, StringEnum } from './schema.js';

// E-mail delivery. Credentials, invitations, temporary passwords and notices go through a durable
// queue: written with the change that causes them, tried at once, then retried with backoff for a day.

/**
 * What happened to a queued e-mail by the time the API answered: 'sent' (the mail relay accepted it)
 * or 'queued' (not accepted yet: it is retried for a day; a super admin sees it in the mail queue).
 * The answers' `emailSent` is true exactly when emailStatus is 'sent'.
 */
export const EMAIL_STATUSES = ['sent', 'queued'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EmailStatus = StringEnum(EMAIL_STATUSES, {
  description: "'sent': the mail relay accepted the e-mail; 'queued': not yet, it is retried for a day",
});

/** A queued e-mail's state: pending (tries left), sent, failed (given up after a day), cancelled (replaced by a newer one). */
export const MAIL_QUEUE_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type MailQueueStatus = (typeof MAIL_QUEUE_STATUSES)[number];

/** How long a queued e-mail is retried before it is given up. */
export const MAIL_GIVE_UP_HOURS = 24;

/** GET /api/admin/mail-queue (super admin): one queued e-mail, never its body. */
export const MailQueueView = Type.Object({
  id: Id(),
  recipient: Type.String(),
  subject: Type.String(),
  status: StringEnum(MAIL_QUEUE_STATUSES),
  attempts: Type.Integer({ description: 'Delivery attempts made so far' }),
  lastError: Nullable(Type.String({ description: "The mail relay's answer or the connection error of the last failed attempt" })),
  nextAttemptAt: Nullable(DateTime({ description: 'When the next attempt is due; null once sent, failed or cancelled' })),
  createdAt: DateTime(),
  sentAt: Nullable(DateTime()),
});
export type MailQueueView = Static<typeof MailQueueView>;
