import { emailFromOutbox } from './mailbox.js';

// User Management, Password Resets and Settings journey steps: reading the links and passwords the
// server e-mails (DATA_DIR/outbox), with quoted-printable soft breaks and escapes undone.

/** The text of an .eml with quoted-printable soft line breaks joined and =XX escapes decoded. */
export function decodeEml(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The accept link of the newest invitation e-mailed to `email`. */
export async function invitationLinkFromOutbox(dataDir: string, email: string): Promise<string> {
  const text = decodeEml(await emailFromOutbox(dataDir, email, 'You are invited'));
  const link = /https?:\/\/\S+\/accept-invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No invitation link in the e-mail to ${email}`);
  return link;
}

/** The temporary password of the newest reset e-mail to `email` (the line after "...days:"). */
export async function temporaryPasswordFromOutbox(dataDir: string, email: string): Promise<string> {
  const text = decodeEml(await emailFromOutbox(dataDir, email, 'password was reset'));
  const password = /within \d+ days:\r?\n(\S+)/.exec(text)?.[1];
  if (!password) throw new Error(`No temporary password in the e-mail to ${email}`);
  return password;
}
