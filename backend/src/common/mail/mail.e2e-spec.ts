import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config/config.js';
import { AppLogger } from '../logging/logger.js';
import { MailService } from './mail.service.js';

describe('MailService', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_FROM: 'Fund <funds@example.com>' });
  });
  afterAll(() => t.close());

  it('writes the e-mail to the outbox when no SMTP server is configured, logging only recipient and subject', async () => {
    const mail = t.app.get(MailService);
    const sent = await mail.send('login-code', 'investor@example.com', { fullName: 'Omar Farouk', code: '482913', minutes: 10 });
    expect(sent).toBe(true);
    const [eml] = await t.outbox();
    expect(eml).toContain('To: investor@example.com');
    expect(eml).toContain('From: Fund <funds@example.com>');
    expect(eml).toContain('Subject: Your Sharia Fund Platform login code');
    expect(eml).toContain('Your login code is 482913');
    expect(eml).toContain('Reach out to your Client Success Manager');
    expect(eml).toContain('Content-Type: text/html');
    const log = t.logs.join('');
    expect(log).toContain('"subject":"Your Sharia Fund Platform login code"');
    expect(log).not.toContain('482913');
  });

  it('escapes values in the HTML part', () => {
    const mail = t.app.get(MailService);
    const rendered = mail.render('password-changed', { fullName: '<script>alert(1)</script>', when: 'today' });
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.text).toContain('Hello <script>alert(1)</script>,');
  });

  describe('with SMTP down', () => {
    let hanging: Server;
    let hangingPort: number;
    beforeAll(async () => {
      // Accepts connections and never says a word: the greeting timeout must end the attempt.
      hanging = createServer(() => {});
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      hangingPort = (hanging.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => hanging.close(() => resolve())));

    const serviceFor = (smtpUrl: string) =>
      new MailService(loadConfig({ DATA_DIR: t.config.dataDir, SMTP_URL: smtpUrl }), new AppLogger({ level: 'silent' }));

    it('reports a refused connection as not sent', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as { port: number }).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      expect(await serviceFor(`smtp://127.0.0.1:${port}`).send('password-changed', 'a@example.com', { fullName: 'A', when: 'now' })).toBe(
        false,
      );
    });

    it('gives up on a server that never answers instead of hanging', async () => {
      const started = Date.now();
      const sent = await serviceFor(`smtp://127.0.0.1:${hangingPort}`).send('password-changed', 'a@example.com', {
        fullName: 'A',
        when: 'now',
      });
      expect(sent).toBe(false);
      expect(Date.now() - started).toBeLessThan(10_000);
    }, 15_000);
  });
});
