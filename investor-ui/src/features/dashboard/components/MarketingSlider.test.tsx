import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicSlideView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/queryClient';
import { MarketingSlider } from './MarketingSlider';

const slide = (n: number): PublicSlideView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Slide title ${n}`,
  imageUrl: `/api/objects/slide-image/${n}`,
  buttonText: `Learn more ${n}`,
  buttonUrl: `/investor/opportunities?slide=${n}`,
  order: n,
  isActive: 'true',
});

// Issue 21 item 11 (axe aria-hidden-focus): the slides not shown are inert, so neither the keyboard nor
// a screen reader reaches their buttons; the one shown is not.
describe('marketing slider', () => {
  it('keeps the slides that are not shown inert, and only the shown one reachable', async () => {
    stubFetch({ 'GET /api/marketing-slides': { body: [slide(1), slide(2), slide(3)] } });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MarketingSlider />
      </AppProviders>,
    );
    const region = await screen.findByRole('region', { name: 'News from the fund' });
    fireEvent.click(within(region).getByRole('button', { name: 'Pause slides' }));

    const groups = () => Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const inertOf = () => groups().map((group) => group.hasAttribute('inert'));
    // Every slide is in the page (its image loads once); only the first is live.
    await waitFor(() => expect(groups()).toHaveLength(3));
    expect(inertOf()).toEqual([false, true, true]);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Learn more 1']);

    fireEvent.click(within(region).getByRole('button', { name: 'Show slide 2' }));
    await waitFor(() => expect(inertOf()).toEqual([true, false, true]));
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Learn more 2']);
    expect(within(region).getByRole('group', { name: 'Slide 2 of 3' })).toBeTruthy();
  });
});
