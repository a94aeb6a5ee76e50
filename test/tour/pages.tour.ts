import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from '@jest/globals';

import { ApiSession } from '../support/api.js';
import { DESKTOP, PHONE } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { cleanEnv, ROOT } from '../support/server.js';

// A picture of every page of both apps on the demo fund, at desktop and phone width, light and dark
// (the back office; the portal is always light): run before and after a change that must not alter
// what users see, then compare the two folders (scripts/compare-shots.mjs). Not part of `npm test`
// (its name is not *.spec.ts); run it with `npm run tour -- <folder>` after `npm run build`.

const OUT = process.env.TOUR_OUT ?? path.join(ROOT, 'test', 'artifacts', 'tour');
const SEED = path.join(ROOT, 'backend', 'dist', 'seed', 'demo-seed.js');

function seedDemo(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SEED], { env: cleanEnv({ DATA_DIR: dataDir }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

const ADMIN_PAGES = [
  ['dashboard', '/admin/'],
  ['products', '/admin/products'],
  ['activity', '/admin/activity'],
  ['kyc', '/admin/kyc'],
  ['expressions', '/admin/expressions'],
  ['investors', '/admin/investors'],
  ['active-investors', '/admin/active-investors'],
  ['assets', '/admin/assets'],
  ['asset-new', '/admin/assets/new'],
  ['asset-allocations', '/admin/asset-allocations'],
  ['tickets', '/admin/tickets'],
  ['users', '/admin/users'],
  ['password-resets', '/admin/password-resets'],
  ['settings', '/admin/settings'],
  ['marketing', '/admin/marketing'],
  ['audit-logs', '/admin/audit-logs'],
  ['sharia-certificates', '/admin/sharia'],
  ['sharia-board', '/admin/sharia?tab=board'],
  ['sharia-reports', '/admin/sharia?tab=reports'],
  ['sharia-purification', '/admin/sharia?tab=purification'],
  ['sharia-zakat', '/admin/sharia?tab=zakat'],
] as const;

const PORTAL_PAGES = [
  ['dashboard', '/investor'],
  ['investments', '/investor/investments'],
  ['assets', '/investor/assets'],
  ['opportunities', '/investor/opportunities'],
  ['transactions', '/investor/transactions'],
  ['documents', '/investor/documents'],
  ['updates', '/investor/updates'],
  ['tickets', '/investor/tickets'],
  ['profile', '/investor/profile'],
  // Issue 24: the Sharia layer's pages.
  ['sharia', '/investor/sharia'],
  ['zakat', '/investor/zakat'],
  ['purification', '/investor/purification'],
] as const;

const PUBLIC_PAGES = [
  ['login', '/login'],
  ['kyc', '/kyc'],
  ['kyc-submit', '/kyc/submit'],
  ['forgot-password', '/forgot-password'],
  ['admin-login', '/admin/login'],
] as const;

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe('screenshot tour', () => {
  const journey = useJourney();

  it('photographs every page', async () => {
    await mkdir(OUT, { recursive: true });
    const output = await seedDemo(journey.dataDir);
    const investorLine = /^\s+investor\s+(\S+)\s+(\S+)$/m.exec(output);
    if (!investorLine) throw new Error(`no investor in the seed's output:\n${output}`);
    const investor = new ApiSession(journey.base, journey.dataDir);
    await investor.login(investorLine[1], investorLine[2], `${investorLine[1]}@example.com`);

    const schemes = await journey.admin.call<{ id: string }[] | { data: { id: string }[] }>('GET', '/api/schemes');
    const schemeId = (Array.isArray(schemes) ? schemes : schemes.data)[0]?.id;
    const investments = await investor.call<{ scheme?: { id: string }; schemeId?: string }[]>(
      'GET',
      `/api/investments/${(await investor.call<{ id: string }>('GET', '/api/me')).id}`,
    );
    const heldScheme = investments[0]?.scheme?.id ?? investments[0]?.schemeId;

    const pages: { app: string; name: string; url: string; session: ApiSession | null; themes: ('light' | 'dark')[] }[] = [
      ...ADMIN_PAGES.map(([name, url]) => ({
        app: 'admin',
        name,
        url,
        session: journey.admin,
        themes: ['light', 'dark'] as ('light' | 'dark')[],
      })),
      ...(schemeId
        ? [
            {
              app: 'admin',
              name: 'scheme-posts',
              url: `/admin/products/${schemeId}/posts`,
              session: journey.admin,
              themes: ['light', 'dark'] as ('light' | 'dark')[],
            },
          ]
        : []),
      ...(schemeId
        ? [
            {
              app: 'admin',
              name: 'scheme-distributions',
              url: `/admin/products/${schemeId}/distributions`,
              session: journey.admin,
              themes: ['light', 'dark'] as ('light' | 'dark')[],
            },
          ]
        : []),
      ...PORTAL_PAGES.map(([name, url]) => ({ app: 'portal', name, url, session: investor, themes: ['light'] as ('light' | 'dark')[] })),
      ...(heldScheme
        ? [
            {
              app: 'portal',
              name: 'investment-detail',
              url: `/investor/investments/${heldScheme}`,
              session: investor,
              themes: ['light'] as ('light' | 'dark')[],
            },
          ]
        : []),
      ...(schemeId
        ? [
            {
              app: 'portal',
              name: 'opportunity-detail',
              url: `/investor/opportunities/${schemeId}`,
              session: investor,
              themes: ['light'] as ('light' | 'dark')[],
            },
          ]
        : []),
      ...PUBLIC_PAGES.map(([name, url]) => ({
        app: 'public',
        name,
        url,
        session: null,
        themes: ['light', 'dark'] as ('light' | 'dark')[],
      })),
    ];

    let count = 0;
    for (const [width, viewport] of WIDTHS) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await journey.context({ viewport, theme });
        const investorContext = await journey.context({ viewport, theme, session: investor });
        const publicContext = await journey.context({ viewport, theme, session: null });
        for (const entry of pages.filter((p) => p.themes.includes(theme))) {
          const page = await (entry.session === null ? publicContext : entry.session === investor ? investorContext : context).newPage();
          await page.goto(entry.url);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(700);
          await page.screenshot({ path: path.join(OUT, `${entry.app}-${entry.name}-${width}-${theme}.png`), fullPage: true });
          await page.close();
          count += 1;
        }
        await Promise.all([context.close(), investorContext.close(), publicContext.close()]);
      }
    }
    console.log(`tour: ${count} screenshots in ${OUT}`);
  }, 900_000);
});
