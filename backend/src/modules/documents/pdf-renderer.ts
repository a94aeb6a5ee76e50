import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Browser, Page, PDFOptions } from 'puppeteer-core';

import { AppLogger } from '../../common/logging/logger.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';

/** A render that takes longer than this is abandoned; the browser is restarted for the next one. */
const RENDER_TIMEOUT_MS = 60_000;
/** Pages printed at once by the one browser (each a tab). */
export const RENDER_CONCURRENCY = 2;
/** Documents one tab prints before it is closed and a fresh one opened. */
const PAGE_USES = 20;

const ARGS = [
  // The pages are our own HTML with scripts off and every request refused (below); as root, or in a
  // container without user namespaces, Chromium's sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Files a document's HTML links to by URL (its fonts), answered from memory. */
export type DocumentAssets = ReadonlyMap<string, { contentType: string; body: Buffer }>;

export interface PrintOptions {
  footerHtml: string;
  assets: DocumentAssets;
}

export interface PrintedPdf {
  bytes: Buffer;
  pages: number;
}

/**
 * Prints HTML to PDF with headless Chromium (the one engine that shapes Arabic). One browser process
 * serves every document, launched at the first one and restarted if it crashes or a render hangs; at
 * most RENDER_CONCURRENCY pages print at once. The browser is CHROMIUM_PATH when set, else the Chromium
 * that `npm install` brought (@sparticuz/chromium, unpacked into the temporary directory once).
 * Pages run no script and load nothing but their fonts, answered from memory; tabs are reused.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private browser: Promise<Browser> | undefined;
  /** The browser `browser` resolved to, once launched. */
  private current: Browser | undefined;
  /** Tabs of the current browser waiting for the next document. */
  private idle: Page[] = [];
  private readonly assets = new WeakMap<Page, DocumentAssets>();
  private readonly uses = new WeakMap<Page, number>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  async print(html: string, options: PrintOptions): Promise<PrintedPdf> {
    await this.slot();
    try {
      return await this.printOnce(html, options);
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  private async slot(): Promise<void> {
    if (this.active < RENDER_CONCURRENCY) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
  }

  private async printOnce(html: string, { footerHtml, assets }: PrintOptions): Promise<PrintedPdf> {
    const browser = await this.launched();
    const page = this.idle.pop() ?? (await this.newPage(browser));
    this.assets.set(page, assets);
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new Error(`rendering took longer than ${RENDER_TIMEOUT_MS / 1000} s`));
      }, RENDER_TIMEOUT_MS);
    });
    try {
      const work = (async () => {
        await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
        const pdf: PDFOptions = {
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerHtml,
          margin: { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' },
          timeout: RENDER_TIMEOUT_MS,
        };
        return Buffer.from(await page.pdf(pdf));
      })();
      const bytes = await Promise.race([work, timeout]);
      // The page serves the next documents (a new tab costs a renderer process), up to PAGE_USES of them:
      // a renderer that printed hundreds grows and slows down.
      const uses = (this.uses.get(page) ?? 0) + 1;
      this.uses.set(page, uses);
      if (this.current === browser && uses < PAGE_USES) this.idle.push(page);
      else await page.close().catch(() => {});
      return { bytes, pages: countPages(bytes) };
    } catch (error) {
      await page.close().catch(() => {});
      // A hung page, or a browser that died, is replaced for the next render; this one is retried by the caller.
      if (timedOut || !browser.connected) {
        this.logger.pino.warn(
          { context: 'PdfRenderer', err: error },
          'document rendering hung or the browser died; restarting the browser',
        );
        await this.restart(browser);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A tab that runs no script and loads nothing but the document's own assets (fonts), answered from memory. */
  private async newPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const asset = this.assets.get(page)?.get(request.url());
      // Fonts load in CORS mode: the page (about:blank) may use them only with this header.
      if (asset)
        void request.respond({
          status: 200,
          contentType: asset.contentType,
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: asset.body,
        });
      else if (request.url().startsWith('data:')) void request.continue();
      else void request.abort();
    });
    return page;
  }

  private launched(): Promise<Browser> {
    this.browser ??= this.launch().catch((error: unknown) => {
      this.browser = undefined;
      throw error;
    });
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const started = Date.now();
    const { default: puppeteer } = await import('puppeteer-core');
    let executablePath = this.config.chromiumPath;
    let headless: boolean | 'shell' = true;
    if (!executablePath) {
      const { default: chromium } = await import('@sparticuz/chromium');
      executablePath = await chromium.executablePath();
      headless = 'shell';
    }
    const browser = await puppeteer.launch({ executablePath, headless, args: ARGS, protocolTimeout: RENDER_TIMEOUT_MS * 2 });
    browser.on('disconnected', () => {
      if (this.current === browser) {
        this.browser = undefined;
        this.current = undefined;
        this.idle = [];
      }
    });
    this.current = browser;
    this.logger.pino.info(
      { context: 'PdfRenderer', executablePath, version: await browser.version(), ms: Date.now() - started },
      'document browser started',
    );
    return browser;
  }

  private async restart(browser: Browser): Promise<void> {
    if (this.current === browser) {
      this.browser = undefined;
      this.current = undefined;
      this.idle = [];
    }
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  }

  async onApplicationShutdown(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {});
  }
}

/** The number of pages of a PDF Chromium printed: its page objects. */
export function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
