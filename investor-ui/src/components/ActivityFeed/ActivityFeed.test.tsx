import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ActivityView } from '@fund/contracts';
import { testId, updateView } from '@fund/contracts/testing';
import { stubFetch } from '@fund/ui/testing';

import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/queryClient';
import { ActivityFeed } from './ActivityFeed';

const USER = '11111111-1111-4111-8111-111111111111';

function activity(n: number, over: Partial<ActivityView> = {}): ActivityView {
  return updateView({
    id: testId(n),
    investorId: USER,
    schemeId: '22222222-2222-4222-8222-222222222222',
    title: `Update ${n}`,
    createdAt: '2026-05-01T10:00:00.000Z',
    schemeName: 'Gulf Trade Finance I',
    ...over,
  });
}

const rangeOf = (url: string) => JSON.parse(new URL(url, 'http://localhost').searchParams.get('range') ?? 'null') as [number, number];
const typeOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('type');

function renderFeed(ui = <ActivityFeed userId={USER} pageSize={2} />) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

describe('ActivityFeed', () => {
  it('pages through the activities with range, asking one row more to know whether another page follows', async () => {
    const stub = stubFetch({
      [`GET /api/activities/${USER}`]: [{ body: [activity(1), activity(2), activity(3)] }, { body: [activity(3)] }],
    });
    renderFeed();
    expect(await screen.findByText('Update 1')).toBeTruthy();
    expect(screen.getByText('Update 2')).toBeTruthy();
    expect(screen.queryByText('Update 3')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Update 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const urls = stub.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.map(rangeOf)).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('reads one activity type per tab and says what to expect when a tab is empty', async () => {
    const stub = stubFetch({ [`GET /api/activities/${USER}`]: [{ body: [activity(1)] }, { body: [] }] });
    renderFeed();
    await screen.findByText('Update 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    const urls = stub.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.map(typeOf)).toEqual([null, 'document']);
  });

  it('shows a payout as money received, and a fee and a contribution as money paid', async () => {
    stubFetch({
      [`GET /api/activities/${USER}`]: {
        body: [
          activity(1, { type: 'transaction', category: 'Payout', title: 'Payout', amount: 1250 }),
          activity(2, { type: 'transaction', category: 'Service Fee', title: 'Fee', amount: 40 }),
          activity(3, { type: 'transaction', category: 'Contribution', title: 'Contribution', amount: 30000 }),
        ],
      },
    });
    renderFeed(<ActivityFeed userId={USER} tabs={['transactions']} />);
    const list = await screen.findByRole('list');
    // Seen as a sign, read as words.
    expect(within(list).getByText('+$1,250').getAttribute('aria-hidden')).toBe('true');
    expect(within(list).getByText('Received $1,250')).toBeTruthy();
    expect(within(list).getByText('-$40').getAttribute('aria-hidden')).toBe('true');
    expect(within(list).getByText('Paid $40')).toBeTruthy();
    // Money paid in (issue 19 item 2): signed and read as paid, but not red like a fee: it is not a loss.
    const contribution = within(list).getByText('-$30,000');
    expect(contribution.getAttribute('aria-hidden')).toBe('true');
    expect(within(list).getByText('Paid $30,000')).toBeTruthy();
    expect(getComputedStyle(contribution.parentElement!).color).not.toBe(
      getComputedStyle(within(list).getByText('-$40').parentElement!).color,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("shows the server's message and a retry when the list cannot be read", async () => {
    stubFetch({
      [`GET /api/activities/${USER}`]: [
        { status: 403, body: { statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' } },
        { body: [activity(1)] },
      ],
    });
    renderFeed();
    expect((await screen.findAllByText('You do not have permission to do this')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Update 1')).toBeTruthy();
  });

  it('names what could not be read on a one-type list (spec/000 §8)', async () => {
    stubFetch({ [`GET /api/activities/${USER}`]: { status: 502, body: {} } });
    renderFeed(<ActivityFeed userId={USER} tabs={['transactions']} />);
    expect((await screen.findAllByText('Failed to fetch transactions')).length).toBeGreaterThan(0);
  });
});
