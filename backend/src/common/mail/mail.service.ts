import { Inject, Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { AppLogger } from '../logging/logger.js';
import { LAYOUT, LAYOUT_CONTEXT, MAIL_TEMPLATES, type MailTemplateName } from './templates.js';

/** Connecting to the SMTP relay and its greeting: short, so a relay that is down fails fast. */
export const SMTP_CONNECT_TIMEOUT_MS = 5000;
/**
 * Once connected, the wait for each of the relay's answers follows RFC 5321 §4.5.3.2 (the longest,
 * the answer to the end of DATA, is 10 minutes): a relay that confirms late has still delivered.
 */
export const SMTP_REPLY_TIMEOUT_MS = 10 * 60_000;
/**
 * How long a request waits for the relay before it answers: a login code not accepted by then fails
 * the login step; a queued e-mail is answered 'queued' (its attempt goes on, and retries follow).
 */
export const MAIL_ANSWER_WAIT_MS = 15_000;

type Compiled = { subject: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Renders and sends the platform's e-mails: through SMTP when SMTP_URL is set, otherwise into
 * DATA_DIR/outbox as .eml files (their subject and recipient logged, never their body: bodies carry
 * codes and passwords). Only login codes are sent directly (send); every other e-mail is queued in
 * the change's transaction (MailQueue) and delivered with retries.
 */
@Injectable()
export class MailService {
  private readonly compiled = new Map<MailTemplateName, Compiled>();
  private readonly layout = { text: Handlebars.compile(LAYOUT.text, { noEscape: true }), html: Handlebars.compile(LAYOUT.html) };
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {
    if (config.smtpUrl) {
      const url = new URL(config.smtpUrl);
      const secure = url.protocol === 'smtps:';
      this.transport = nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
        connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
        greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
        socketTimeout: SMTP_REPLY_TIMEOUT_MS,
      });
    } else {
      this.outbox = path.join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  render(name: MailTemplateName, context: Record<string, unknown>): RenderedMail {
    let template = this.compiled.get(name);
    if (!template) {
      const source = MAIL_TEMPLATES[name];
      template = {
        subject: Handlebars.compile(source.subject, { noEscape: true }),
        text: Handlebars.compile(source.text, { noEscape: true }),
        html: Handlebars.compile(source.html),
      };
      this.compiled.set(name, template);
    }
    const data = { ...LAYOUT_CONTEXT, ...context };
    return {
      subject: template.subject(data),
      text: this.layout.text({ ...data, body: template.text(data) }),
      html: this.layout.html({ ...data, body: template.html(data) }),
    };
  }

  /**
   * One delivery attempt: hands the e-mail to the SMTP relay, or writes it to the outbox. Throws the
   * relay's or the connection's error; logs recipient and subject, never the body.
   */
  async transmit(to: string, mail: RenderedMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, to, ...mail })) as { message?: Buffer };
    if (this.outbox && info.message) {
      await mkdir(this.outbox, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(this.outbox, file), info.message, { mode: 0o600 });
      this.logger.pino.info({ to, subject: mail.subject, file }, 'mail written to outbox');
    } else {
      this.logger.pino.info({ to, subject: mail.subject }, 'mail sent');
    }
  }

  /**
   * Sends at once, not queued (login codes, which are worth nothing once expired): true when the relay
   * accepted the e-mail within MAIL_ANSWER_WAIT_MS; never throws. Everything else goes through MailQueue.
   */
  async send(name: MailTemplateName, to: string, context: Record<string, unknown>): Promise<boolean> {
    const mail = this.render(name, context);
    const attempt = this.transmit(to, mail).then(
      () => true,
      (error: unknown) => {
        this.logger.pino.warn({ to, subject: mail.subject, reason: (error as Error).message }, 'mail not sent');
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        this.logger.pino.warn({ to, subject: mail.subject, waitedMs: MAIL_ANSWER_WAIT_MS }, 'mail relay too slow; answering not sent');
        resolve(false);
      }, MAIL_ANSWER_WAIT_MS);
    });
    try {
      return await Promise.race([attempt, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
