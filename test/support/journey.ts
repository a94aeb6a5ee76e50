import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { THEME_STORAGE_KEY } from '@fund/contracts';
import { investorPerson, type InvestorPerson } from '@fund/contracts/testing';

import type { ApiSession } from './api.js';
import { launchBrowser, newContext, screenshot, type ContextOptions } from './browser.js';
import { enrol, seedInvestor, seedScheme, setUpSuperAdmin, type SchemeFields, type SeededInvestor } from './fund.js';
import { start, stop, type Running } from './server.js';

// Every journey's setup in one call (issue 22 item 3): a fresh DATA_DIR, the built server started on
// it, one browser, System Setup's super admin signed in over the API; all of it closed after the
// file's tests. `context` and `open` give a browser context signed in with a session's cookie.

export interface OpenOptions extends ContextOptions {
  /** Whose session cookie the context carries: the super admin's unless told; null for a signed-out visitor. */
  session?: ApiSession | null;
  /** The theme the apps' toggle keeps on the device (THEME_STORAGE_KEY), stored before any page loads. */
  theme?: 'light' | 'dark';
  /** Playwright's default timeout for the context (newContext's 15 s unless told). */
  timeout?: number;
  /** Both the browser's colour scheme and the stored theme (`colorScheme` and `theme` in one). */
  mode?: 'light' | 'dark';
  /** `open` waits (30 s) for the page's level-1 heading with this name; a page that never shows it leaves a screenshot. */
  heading?: RegExp | string;
}

/** An investor to enrol in a scheme: who (the shared `investorPerson` with these overrides) and how much. */
export interface Holding {
  person?: Partial<InvestorPerson>;
  amount: number;
}

/** A second investor of the journeys that need two. */
export const OMAR: Partial<InvestorPerson> = { fullName: 'Omar Saleh', password: 'Inv3st!Omar1' };

/** Layla with $60,000 and Omar with $40,000: the fund-quarter journeys' two holders of one scheme. */
export const LAYLA_60K_OMAR_40K: Holding[] = [{ amount: 60_000 }, { person: OMAR, amount: 40_000 }];

export interface Journey {
  /** The server's DATA_DIR (its outbox, database and uploads). */
  readonly dataDir: string;
  readonly server: Running;
  /** The server's origin, http://localhost:PORT. */
  readonly base: string;
  readonly browser: Browser;
  /** System Setup's super admin (ADMIN), signed in; absent with `{ superAdmin: false }`. */
  readonly admin: ApiSession;
  /** A browser context with `options`' session, theme and timeout. */
  context(options?: OpenOptions): Promise<BrowserContext>;
  /** A page of a new context (see `context`) at `pathname`. */
  open(pathname: string, options?: OpenOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** An investor (the shared `investorPerson` with `overrides`) through KYC, approved, signed in, password changed. */
  investor(overrides?: Partial<InvestorPerson>): Promise<SeededInvestor>;
  /** A scheme (`seedScheme`) and each holding's investor seeded and enrolled in it, in order. */
  holders(scheme: SchemeFields, holdings: Holding[]): Promise<{ schemeId: string; investors: SeededInvestor[]; enrollments: string[] }>;
}

/**
 * Call once at the top of a journey's describe: registers the beforeAll that starts everything and
 * the afterAll that closes it. A file's own beforeAll (declared after) seeds with `journey.admin`; an
 * afterAll that must run while the server is still up is declared before this call.
 */
export function useJourney(
  options: {
    superAdmin?: boolean;
    /** test/artifacts/<name>/ for a page that fails to open */ name?: string;
    /** The server's environment beyond the defaults (server.ts `start`). */ env?: Record<string, string>;
  } = {},
): Journey {
  let dataDir: string | undefined;
  let server: Running | undefined;
  let browser: Browser | undefined;
  let admin: ApiSession | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-journey-'));
    await chmod(dataDir, 0o755);
    server = await start(dataDir, options.env);
    browser = await launchBrowser();
    if (options.superAdmin !== false) admin = await setUpSuperAdmin(server.base, dataDir);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stop(server, 'SIGTERM');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(
        `The journey's ${name} is not there: it is set up in beforeAll${name === 'admin' ? ' (and not with superAdmin: false)' : ''}`,
      );
    return value;
  };

  return {
    get dataDir() {
      return ready(dataDir, 'dataDir');
    },
    get server() {
      return ready(server, 'server');
    },
    get base() {
      return ready(server, 'server').base;
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get admin() {
      return ready(admin, 'admin');
    },
    async context({ session, theme: storedTheme, timeout, mode, heading: _heading, ...contextOptions }: OpenOptions = {}) {
      const theme = storedTheme ?? mode;
      const context = await newContext(this.browser, this.base, { colorScheme: mode, ...contextOptions });
      if (timeout !== undefined) context.setDefaultTimeout(timeout);
      const shared = session === undefined ? admin : session;
      if (shared) await shared.shareWith(context);
      if (theme) await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)}, ${JSON.stringify(theme)})`);
      return context;
    },
    async open(pathname: string, openOptions: OpenOptions = {}) {
      const context = await this.context(openOptions);
      const page = await context.newPage();
      await page.goto(pathname);
      if (openOptions.heading !== undefined) {
        try {
          await page.getByRole('heading', { level: 1, name: openOptions.heading }).waitFor({ timeout: 30_000 });
        } catch (error) {
          await screenshot(page, options.name ?? 'journey', `failed-${Date.now()}`);
          throw error;
        }
      }
      return { context, page };
    },
    investor(overrides: Partial<InvestorPerson> = {}) {
      return seedInvestor(this.admin, this.dataDir, investorPerson(overrides));
    },
    async holders(scheme: SchemeFields, holdings: Holding[]) {
      const investors: SeededInvestor[] = [];
      for (const { person } of holdings) investors.push(await this.investor(person));
      const schemeId = await seedScheme(this.admin, scheme);
      const enrollments: string[] = [];
      for (const [index, { amount }] of holdings.entries())
        enrollments.push(await enrol(this.admin, investors[index].id, schemeId, amount));
      return { schemeId, investors, enrollments };
    },
  };
}
