import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { InvestorAssetView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';
import { wrapIndex } from './AssetGalleryDialog';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => import('./AssetsPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
};

const media = (assetId: string, n: number) => ({
  id: `${assetId}-m${n}`,
  mediaUrl: `/api/objects/asset-image/${assetId}-${n}`,
  mediaType: 'image/png',
  fileName: `${assetId}-${n}.png`,
});

const ASSETS: InvestorAssetView[] = [
  {
    id: 'a1',
    name: 'Oxford Road Residences',
    type: 'Real Estate',
    purchaseValue: 4_200_000,
    currentValue: 4_650_000,
    address: '14 Oxford Road, Manchester M1 5QA',
    propertyType: 'Residential',
    occupancyRate: '96%',
    grossYield: '7.1%',
    operatingCosts: 185_000,
    media: [media('a1', 1), media('a1', 2), media('a1', 3)],
    schemeName: 'Manchester Student Living',
  },
  {
    id: 'a2',
    name: 'Colmore Row Offices',
    type: 'Real Estate',
    purchaseValue: 6_800_000,
    currentValue: 7_100_000,
    address: '55 Colmore Row, Birmingham B3 2AA',
    propertyType: 'Commercial',
    occupancyRate: null,
    grossYield: '6.4%',
    operatingCosts: null,
    media: [],
    schemeName: 'Birmingham Office Ijara',
  },
];

const figure = (group: HTMLElement, label: string) => within(group).getByText(label).nextElementSibling?.textContent;

describe('My Assets', () => {
  it('shows the portfolio appreciation and average gross yield, and each asset in whole pounds', async () => {
    stubFetch({ ...session, 'GET /api/investor/assets': { body: ASSETS } });

    renderApp('/investor/assets');

    expect((await screen.findByRole('group', { name: 'Current Value' })).textContent).toContain('£11,750,000');
    expect(screen.getByRole('group', { name: 'Current Value' }).textContent).toContain('2 properties, purchased for £11,000,000');
    expect(screen.getByRole('group', { name: 'Appreciation' }).textContent).toContain('+6.82%');
    expect(screen.getByRole('group', { name: 'Average Gross Yield' }).textContent).toContain('6.75%');

    const [oxford, colmore] = within(screen.getByRole('list', { name: 'Your assets' })).getAllByRole('listitem');
    expect(within(oxford).getByRole('heading', { name: 'Oxford Road Residences' })).toBeTruthy();
    expect(figure(oxford, 'Purchase value')).toBe('£4,200,000');
    expect(figure(oxford, 'Current value')).toBe('£4,650,000');
    expect(figure(oxford, 'Appreciation')).toBe('+10.71%');
    expect(figure(oxford, 'Operating costs')).toBe('£185,000');
    expect(within(oxford).getByText('Held through Manchester Student Living')).toBeTruthy();
    expect(figure(colmore, 'Occupancy')).toBe('-');
    expect(within(colmore).getByText('No photos yet')).toBeTruthy();
  });

  it('opens a gallery that moves with the buttons and the arrow keys, wrapping at the ends', async () => {
    stubFetch({ ...session, 'GET /api/investor/assets': { body: ASSETS } });

    renderApp('/investor/assets');

    fireEvent.click(await screen.findByRole('button', { name: 'View 3 photos of Oxford Road Residences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Road Residences: photos' });
    expect(within(dialog).getByRole('img', { name: 'Oxford Road Residences, photo 1 of 3' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Oxford Road Residences, photo 2 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: 'Oxford Road Residences, photo 1 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img', { name: 'Oxford Road Residences, photo 3 of 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show photo 2' }));
    expect(within(dialog).getByRole('img', { name: 'Oxford Road Residences, photo 2 of 3' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves one photo per horizontal swipe, not for a short drag', async () => {
    stubFetch({ ...session, 'GET /api/investor/assets': { body: ASSETS } });

    renderApp('/investor/assets');

    fireEvent.click(await screen.findByRole('button', { name: 'View 3 photos of Oxford Road Residences' }));
    const dialog = await screen.findByRole('dialog');
    const stage = within(dialog).getByRole('img', { name: /photo 1 of 3/ }).parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(within(dialog).getByRole('img', { name: /photo 2 of 3/ })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 220 });
    expect(within(dialog).getByRole('img', { name: /photo 2 of 3/ })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 260 });
    expect(within(dialog).getByRole('img', { name: /photo 1 of 3/ })).toBeTruthy();
  });

  it('says what to do next when no asset is allocated', async () => {
    stubFetch({ ...session, 'GET /api/investor/assets': { body: [] } });

    renderApp('/investor/assets');

    expect(await screen.findByRole('heading', { name: 'No assets allocated yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Opportunities' }).getAttribute('href')).toBe('/investor/opportunities');
  });
});

describe('wrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
