import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { AdminAssetView, AllocationView } from '@fund/contracts';

import { useTheme } from '../support/admin.js';
import { pickImage, pickWrongFile } from '../support/assets.js';
import { DESKTOP, horizontalOverflow, screenshot, seriousA11yViolations, TABLET } from '../support/browser.js';
import { enrol, seedScheme } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { choose, search } from '../support/schemes-activity.js';

jest.setTimeout(240_000);

const JOURNEY = 'admin-assets';

// Assets and Asset Allocations on a fresh server: an asset created in the browser with two images
// (held locally, attached once it exists), edited to add one image and remove another (each at
// once), allocated to an investor's enrollment and the allocation deleted; axe clean in both themes,
// no sideways scroll at 1280 and 768 px.
describe('admin assets in the browser', () => {
  const journey = useJourney({ name: JOURNEY });
  let assetId: string;

  beforeAll(async () => {
    const layla = await journey.investor();
    const scheme = await seedScheme(journey.admin, { productId: 'ijara', name: 'London Residential Lease', status: 'earning' });
    await enrol(journey.admin, layla.id, scheme, 150_000);
  });

  const signedIn = (url: string, heading: RegExp, viewport = DESKTOP) => journey.open(url, { viewport, heading });
  const asset = () => journey.admin.call<AdminAssetView>('GET', `/api/admin/assets/${assetId}`);
  const checks = async (page: Page, name: string) => {
    await screenshot(page, JOURNEY, `${name}-light`);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await useTheme(page, 'dark');
    await screenshot(page, JOURNEY, `${name}-dark`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await useTheme(page, 'light');
  };

  it('creates an asset with two images held locally, then attached', async () => {
    const { context, page } = await signedIn('/admin/assets', /^Assets/);
    await page.getByText('No assets yet. Create the first one with Create Asset.').waitFor();
    await page.getByRole('link', { name: 'Create Asset' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Create Asset' }).waitFor();

    await page.getByLabel('Name').fill('Canary Wharf Offices');
    await page.getByLabel('Purchase value (GBP)').fill('4500000');
    await page.getByLabel('Address').fill('1 Canada Square, London E14 5AB');
    await choose(page, page, /Property type/, 'Commercial');
    await page.getByLabel('Occupancy rate').fill('92%');

    await pickWrongFile(page, 'floorplan.gif');
    await page.getByText('Invalid file type: floorplan.gif').waitFor();
    await pickImage(page, 'lobby.png', 0);
    await page.getByRole('img', { name: 'lobby.png' }).waitFor();
    await pickImage(page, 'facade.png', 1);
    await page.getByRole('img', { name: 'facade.png' }).waitFor();
    await page.getByText('These images are attached once the asset is created.').waitFor();
    await checks(page, '01-create');

    await page.getByRole('button', { name: 'Create Asset' }).click();
    await page.getByText('Asset created successfully').waitFor();
    await page.getByRole('heading', { level: 1, name: /^Assets/ }).waitFor();
    const row = page.getByRole('row', { name: /Canary Wharf Offices/ });
    await row.getByText('£4,500,000').waitFor();
    await row.getByRole('img', { name: 'lobby.png' }).waitFor();

    const assets = await journey.admin.call<AdminAssetView[]>('GET', '/api/admin/assets');
    expect(assets).toHaveLength(1);
    assetId = assets[0].id;
    expect(assets[0]).toMatchObject({
      name: 'Canary Wharf Offices',
      purchaseValue: 4_500_000,
      propertyType: 'Commercial',
      occupancyRate: '92%',
      type: 'Real Estate',
    });
    expect(assets[0].media.map((m) => m.fileName)).toEqual(['lobby.png', 'facade.png']);
    await checks(page, '02-list');
    await context.close();
  });

  it('edits the asset: an image added and another removed at once, the fields saved', async () => {
    const { context, page } = await signedIn('/admin/assets', /^Assets/);
    await page.getByRole('link', { name: 'Edit: Canary Wharf Offices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    await page.getByRole('img', { name: 'facade.png' }).waitFor();

    await pickImage(page, 'atrium.png', 2);
    await page.getByText('Image added').waitFor();
    await page.getByRole('img', { name: 'atrium.png' }).waitFor();
    expect((await asset()).media.map((m) => m.fileName)).toEqual(['lobby.png', 'facade.png', 'atrium.png']);

    await page.getByRole('button', { name: 'Remove image lobby.png' }).click();
    await page.getByText('Image removed').waitFor();
    await page.getByRole('img', { name: 'lobby.png' }).waitFor({ state: 'detached' });
    expect((await asset()).media.map((m) => m.fileName)).toEqual(['facade.png', 'atrium.png']);
    await checks(page, '03-edit');

    await page.getByLabel('Current value (GBP)').fill('4800000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Asset updated successfully').waitFor();
    const row = page.getByRole('row', { name: /Canary Wharf Offices/ });
    await row.getByText('£4,800,000').waitFor();
    await row.getByRole('img', { name: 'facade.png' }).waitFor();
    expect(await asset()).toMatchObject({ currentValue: 4_800_000, occupancyRate: '92%' });

    await page.getByRole('link', { name: 'Edit: Canary Wharf Offices' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: /^Assets/ }).waitFor();
    await context.close();
  });

  it('allocates the asset to an enrollment and deletes the allocation', async () => {
    const { context, page } = await signedIn('/admin/asset-allocations', /Asset Allocation/);
    await page.getByText(/No allocations yet/).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Allocate Asset' });
    // The dialog in the dark theme (the sidebar's toggle is behind the modal while it is open).
    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'Allocate Asset' }).first().click();
    await dialog.getByRole('combobox', { name: /Asset/ }).waitFor();
    await screenshot(page, JOURNEY, '04-allocate-dialog-dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await useTheme(page, 'light');

    await page.getByRole('button', { name: 'Allocate Asset' }).first().click();
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await dialog.getByText('Asset is required').waitFor();
    await dialog.getByText('Investor is required').waitFor();
    await expect(dialog.getByRole('combobox', { name: /Enrollment/ }).getAttribute('aria-disabled')).resolves.toBe('true');

    await search(page, dialog, /Asset/, 'Canary Wharf');
    await search(page, dialog, /Investor/, 'Layla');
    await choose(page, dialog, /Enrollment/, 'London Residential Lease · invested $150,000 · paid out $0');
    await screenshot(page, JOURNEY, '04-allocate-dialog-light');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await page.getByText('Asset allocated successfully').waitFor();
    const row = page.getByRole('row', { name: /Canary Wharf Offices/ });
    await row.getByText('Layla Haddad').waitFor();
    await row.getByText('London Residential Lease').waitFor();
    expect(await journey.admin.call<AllocationView[]>('GET', '/api/admin/asset-allocations')).toHaveLength(1);
    await checks(page, '05-allocations');

    await row.getByRole('button', { name: /Delete allocation of Canary Wharf Offices to Layla Haddad/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Allocation deleted successfully').waitFor();
    await page.getByText(/No allocations yet/).waitFor();
    expect(await journey.admin.call<AllocationView[]>('GET', '/api/admin/asset-allocations')).toHaveLength(0);
    await context.close();
  });

  it('fits at 768 px', async () => {
    const { context, page } = await signedIn('/admin/assets', /^Assets/, TABLET);
    await page.getByRole('row', { name: /Canary Wharf Offices/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '06-assets-768');
    await page.goto(`/admin/assets/${assetId}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Asset' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '07-edit-768');
    await page.goto('/admin/asset-allocations');
    await page.getByRole('heading', { level: 1, name: /Asset Allocation/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});
