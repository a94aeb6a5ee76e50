import type { TestApp } from './test-app.js';

// Reads the e-mails the test app wrote to its outbox (.eml text). Bodies are quoted-printable:
// long lines are broken with soft line breaks ("=\n") and "=" is written "=3D".

function decodeQuotedPrintable(text: string): string {
  // "=XX" are the bytes of UTF-8 text (a "£" is =C2=A3): decode the bytes, then the UTF-8.
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text/plain part of an .eml. */
export function textPart(eml: string): string {
  const match = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n----/.exec(eml);
  if (!match) throw new Error('No text/plain part in the e-mail');
  return match[1] === 'quoted-printable' ? decodeQuotedPrintable(match[2]) : match[2];
}

/** The e-mails sent to `to`, oldest first, as their decoded text parts. */
export async function mailsTo(t: TestApp, to: string): Promise<string[]> {
  return (await t.outbox()).filter((eml) => eml.includes(`\nTo: ${to}\n`)).map(textPart);
}
