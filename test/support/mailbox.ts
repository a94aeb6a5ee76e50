import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

import { textPart } from '../../backend/test/outbox.js';

// What a journey's investor finds in their mailbox (the server's DATA_DIR/outbox, as no SMTP_URL is set),
// and the journey server's own database, for what only time would otherwise do (a digest's morning).

export interface Mail {
  /** The raw .eml, headers included. */
  eml: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

/** The e-mails to `email` whose subject matches, oldest first. */
export async function mailsTo(dataDir: string, email: string, subject: RegExp = /./): Promise<Mail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails: Mail[] = [];
  for (const file of files) {
    const eml = (await readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
    if (!eml.includes(`\nTo: ${email}\n`)) continue;
    const header = /\nSubject: ([^\n]*(?:\n [^\n]*)*)/.exec(eml)?.[1].replace(/\n /g, ' ') ?? '';
    if (subject.test(header)) mails.push({ eml, subject: header, text: textPart(eml) });
  }
  return mails;
}

/** Waits (up to `ms`) until `email` has `count` e-mails matching `subject`, and returns them. */
export async function waitForMails(dataDir: string, email: string, subject: RegExp, count = 1, ms = 90_000): Promise<Mail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = await mailsTo(dataDir, email, subject);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The newest e-mail to `email` whose text contains `subject` (the raw .eml), waited for up to 10 s. */
export async function emailFromOutbox(dataDir: string, email: string, subject: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const eml = await readFile(path.join(dir, file), 'utf8');
      if (eml.includes(`To: ${email}`) && eml.includes(subject)) return eml;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail "${subject}" was sent to ${email}`);
}

/** The newest login code e-mailed to `email`. */
export async function loginCodeFromOutbox(dataDir: string, email: string): Promise<string> {
  const eml = await emailFromOutbox(dataDir, email, 'Your login code is');
  const code = /Your login code is (\d{6})/.exec(eml)?.[1];
  if (!code) throw new Error(`No login code was e-mailed to ${email}`);
  return code;
}

/** A client of the journey server's embedded PostgreSQL (its password in secrets.json, its port in postmaster.pid). */
export async function journeyDatabase(dataDir: string): Promise<pg.Client> {
  const { embeddedDbPassword } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedDbPassword: string };
  const port = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3].trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${port}/fund`,
  });
  await client.connect();
  return client;
}
