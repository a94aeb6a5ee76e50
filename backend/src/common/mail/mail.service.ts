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

/** Connect, greeting and socket timeouts for SMTP: a dead server must not hang a request. */
export const SMTP_TIMEOUT_MS = 4000;

type Compiled = { subject: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends the platform's e-mails: through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as
 * .eml files (their subject and recipient logged, never their body: bodies carry codes and passwords).
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
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
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

  /** Resolves true when the mail was handed to SMTP or written to the outbox; never throws. */
  async send(name: MailTemplateName, to: string, context: Record<string, unknown>): Promise<boolean> {
    const mail = this.render(name, context);
    try {
      const info = (await this.transport.sendMail({ from: this.config.mailFrom, to, ...mail })) as { message?: Buffer };
      if (this.outbox && info.message) {
        await mkdir(this.outbox, { recursive: true });
        const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(path.join(this.outbox, file), info.message, { mode: 0o600 });
        this.logger.pino.info({ to, subject: mail.subject, file }, 'mail written to outbox');
      } else {
        this.logger.pino.info({ to, subject: mail.subject }, 'mail sent');
      }
      return true;
    } catch (error) {
      this.logger.pino.warn({ to, subject: mail.subject, reason: (error as Error).message }, 'mail not sent');
      return false;
    }
  }
}
