import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { PublicSlideView } from '@fund/contracts';

import { checkAdminPage } from '../support/admin.js';
import { ApiSession } from '../support/api.js';
import { pickImage } from '../support/assets.js';
import { DESKTOP, screenshot, seriousA11yViolations } from '../support/browser.js';
import { ADMIN } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { seedSlide } from '../support/portal.js';

jest.setTimeout(300_000);

const JOURNEY = 'admin-marketing-audit';

// Marketing Engine and Audit Logs on a fresh server: two slides seeded over the API, a third added in
// the browser with an uploaded image; three active disable Add Slide; the new slide moved up shows
// in that order on the investors' list (GET /api/marketing-slides) and an investor's dashboard slider. Failed sign-ins made over the
// API, the audit log filtered by LOGIN_FAILED shows only those and its CSV holds the same rows.
// Each page is accessible and fits at 1280 and 768 px in both themes.
describe('Marketing Engine and Audit Logs in the browser', () => {
  const journey = useJourney();

  beforeAll(async () => {
    await seedSlide(journey.admin, {
      title: 'Ijara Cooperative',
      buttonText: 'Learn more',
      buttonUrl: 'https://example.com/ijara',
      order: 0,
    });
    await seedSlide(journey.admin, {
      title: 'Musharakah Homes',
      buttonText: 'See the scheme',
      buttonUrl: 'https://example.com/musharakah',
      order: 1,
    });
  });

  const signedIn = (pathname: string) => journey.open(pathname, { viewport: DESKTOP });
  /** Reads `read` until it passes `check` (a poll; jest has none); the caller asserts the last value. */
  const settle = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 15_000): Promise<T> => {
    const end = Date.now() + timeout;
    let value = await read();
    while (!check(value) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      value = await read();
    }
    return value;
  };
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  const checkPage = (page: Page, name: string) => checkAdminPage(page, JOURNEY, name);

  it('adds a third slide with an uploaded image, then Add Slide is disabled; moving it up reorders the investors’ slider', async () => {
    const { context, page } = await signedIn('/admin/marketing');
    await page.getByRole('heading', { level: 1, name: /Marketing Engine/ }).waitFor();
    await page.getByRole('heading', { name: 'Musharakah Homes' }).waitFor();
    const add = page.getByRole('button', { name: 'Add Slide' });
    await expect(add.isEnabled()).resolves.toBe(true);

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Slide' });
    await dialog.getByRole('button', { name: 'Create Slide' }).click();
    await dialog.getByText('Button text is required').waitFor();
    await dialog.getByLabel('Title').fill('Sukuk Income Fund');
    await pickImage(dialog, 'sukuk-banner.png', 3);
    expect(
      await settle(
        () => dialog.getByLabel('Image URL').inputValue(),
        (v) => v !== '',
      ),
    ).toMatch(/^\/api\/objects\/slide-image\//);
    await dialog.getByLabel('Button text').fill('Register interest');
    await dialog.getByLabel('Button URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Create Slide' }).click();
    await dialog.getByText('Must be a valid URL').waitFor();
    await dialog.getByLabel('Button URL').fill('https://example.com/sukuk');
    await screenshot(page, JOURNEY, 'slide-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Slide' }).click();
    await toast(page, 'Slide created');
    await dialog.waitFor({ state: 'hidden' });

    const sukuk = page.getByRole('listitem', { name: 'Sukuk Income Fund' });
    await sukuk.waitFor();
    expect(await settle(() => add.isDisabled(), Boolean)).toBe(true);
    await page.getByText('3 slides are active: deactivate one before adding another.').first().waitFor();
    // Moves are disabled at the ends.
    await expect(
      page.getByRole('listitem', { name: 'Ijara Cooperative' }).getByRole('button', { name: 'Move up' }).isDisabled(),
    ).resolves.toBe(true);
    await expect(sukuk.getByRole('button', { name: 'Move down' }).isDisabled()).resolves.toBe(true);
    await checkPage(page, 'marketing');

    await sukuk.getByRole('button', { name: 'Move up' }).click();
    const order = ['Ijara Cooperative', 'Sukuk Income Fund', 'Musharakah Homes'];
    expect(
      await settle(
        () => page.getByRole('listitem').locator('h2').allTextContents(),
        (titles) => titles.join() === order.join(),
      ),
    ).toEqual(order);
    const shown = await journey.admin.call<PublicSlideView[]>('GET', '/api/marketing-slides');
    expect(shown.map((slide) => slide.title)).toEqual(['Ijara Cooperative', 'Sukuk Income Fund', 'Musharakah Homes']);

    // The investor dashboard's slider shows them in that order: slide n's title, picked by its dot.
    const mariam = await journey.investor({ fullName: 'Mariam Aziz', password: 'Inv3st!Mariam' });
    const { context: portal, page: home } = await journey.open('/investor', { viewport: DESKTOP, session: mariam.session });
    const slider = home.getByRole('region', { name: 'News from the fund' });
    const titles: (string | null)[] = [];
    for (let n = 1; n <= order.length; n++) {
      await slider.getByRole('button', { name: `Show slide ${n}`, exact: true }).click();
      titles.push(
        await slider
          .getByRole('group', { name: `Slide ${n} of ${order.length}` })
          .getByRole('heading')
          .textContent(),
      );
    }
    expect(titles).toEqual(order);
    await screenshot(home, JOURNEY, 'investor-slider');
    await portal.close();

    // Switching one off frees a place: Add Slide comes back.
    await page
      .getByRole('switch', { name: 'Show Musharakah Homes to investors' })
      .or(page.getByRole('checkbox', { name: 'Show Musharakah Homes to investors' }))
      .click();
    await toast(page, 'Slide updated');
    expect(await settle(() => add.isEnabled(), Boolean)).toBe(true);
    await context.close();
  });

  it('filters the audit log by action, shows only that action, and its CSV holds the same rows', async () => {
    const visitor = new ApiSession(journey.base, journey.dataDir);
    for (let i = 0; i < 2; i++)
      await expect(visitor.call('POST', '/api/login', { username: ADMIN.username, password: 'wrong-password' })).rejects.toThrow(/401|400/);

    const { context, page } = await signedIn('/admin/audit-logs');
    await page.getByRole('heading', { level: 1, name: /Audit Logs/ }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
    await table.getByRole('cell', { name: 'LOGIN', exact: true }).first().waitFor();
    await checkPage(page, 'audit-logs');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Failed login', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(
      await settle(
        () => table.locator('tbody tr').count(),
        (n) => n === 2,
      ),
    ).toBe(2);
    const actions = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(actions).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED']);
    await screenshot(page, JOURNEY, 'audit-logs-filtered');

    // The server writes the CSV (GET /api/admin/exports/audit-logs with the applied filters); the file
    // name says what was filtered, and its rows are the table's, cell for cell (the timestamp aside:
    // ISO in the file, local time on screen).
    const [download, answer] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/exports/audit-logs'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(JSON.parse(new URL(answer.url()).searchParams.get('filter') ?? '{}')).toEqual({ action: 'LOGIN_FAILED' });
    expect(download.suggestedFilename()).toMatch(/^audit-logs-LOGIN_FAILED-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    /** RFC 4180 rows: a quoted cell may hold commas (user agents do), doubled quotes and line breaks. */
    const parse = (text: string) =>
      [...text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g)]
        .reduce<string[][]>(
          (rows, [, raw, end], i, all) => {
            if (i === all.length - 1 && raw === '' && end === '') return rows;
            rows[rows.length - 1].push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
            if (end === '\r\n') rows.push([]);
            return rows;
          },
          [[]],
        )
        .filter((row) => row.length > 0);
    const [header, ...csvRows] = parse(csv);
    // Issue 21 item 9: the file has the name and the id, the browser, system and whole user agent.
    expect(header).toEqual(['Timestamp', 'User', 'User ID', 'Role', 'Action', 'Details', 'IP Address', 'Browser', 'System', 'User Agent']);
    expect(csvRows).toHaveLength(2);
    expect(csvRows.every((row) => row[4] === 'LOGIN_FAILED')).toBe(true);
    const tableRows: string[][] = [];
    for (const row of await table.locator('tbody tr').all()) tableRows.push(await row.locator('td').allTextContents());
    // User, Role, Action, Details and IP Address as the table shows them.
    expect(csvRows.map((row) => [row[1], ...row.slice(3, 7)])).toEqual(tableRows.map((row) => row.slice(1, 6)));

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(
      await settle(
        () => table.locator('tbody tr').count(),
        (n) => n > 2,
      ),
    ).toBeGreaterThan(2);
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'KYC rejected', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('No audit logs found').waitFor();
    await context.close();
  });
});
