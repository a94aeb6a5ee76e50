import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { ROOT } from './server.js';

// Browser journeys: Debian's chromium driven by playwright-core (a downloaded browser does not run
// here). Each journey saves its screenshots under test/artifacts/<journey>/ (git-ignored) so a person
// can look at them, and checks its pages with axe-core.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.join(ROOT, 'test', 'artifacts');

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 768, height: 1024 };
export const PHONE = { width: 375, height: 740 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

export async function newContext(browser: Browser, base: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Saves a full-page screenshot as test/artifacts/<journey>/<name>.png and answers its path. */
export async function screenshot(page: Page, journey: string, name: string): Promise<string> {
  const dir = path.join(ARTIFACTS, journey);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: number;
  /** Where, for the first few: the selector and the start of the element's HTML. */
  where: string[];
}

/** axe-core's serious and critical violations on the page as it is now (the journeys expect none). */
export async function seriousA11yViolations(page: Page): Promise<AxeFinding[]> {
  // Axe measures colour contrast on what is painted, and a half-faded text reads as too light. So while
  // it runs, transitions are off (a toast whose auto-hide starts its fade-out mid-analysis jumps to
  // hidden instead of being measured half-faded: the investor-account journey failed so in CI), and
  // finite CSS animations already under way (a dialog fading in) end first. Endless ones (spinners,
  // skeleton pulses) are left running.
  const noTransitions = await page
    .addStyleTag({ content: '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }' })
    .catch(() => undefined);
  await page
    .evaluate(
      'Promise.race([Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))])',
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await noTransitions?.evaluate((style) => style.remove()).catch(() => undefined);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      where: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
}

/**
 * Polls `check` until it answers true (15 s by default). Use it instead of page.waitForFunction with a
 * string: the app's CSP (script-src 'self') forbids the eval that string predicates need.
 */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How far the page scrolls sideways, in CSS pixels (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // A string, not a function: this package is typechecked without the DOM library.
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}
