import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { MESSAGES } from '@fund/contracts';
import { stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { keysOf, run, SCHEME } from './distributionFixtures';

const WAIT = { timeout: 10_000 };
const HISTORY = '/api/schemes/s1/distributions';

const today = run({
  id: 'r3',
  payoutDate: '2026-09-30',
  description: 'Q3 2026 distribution',
  totalAmount: 60_000,
  investorCount: 2,
  createdAt: '2026-09-30T09:00:00.000Z',
  canReverse: true,
});
const reversal = run({
  id: 'r2',
  kind: 'reversal',
  reversalOf: 'r1',
  description: 'Q2 2026 distribution',
  createdAt: '2026-06-30T11:00:00.000Z',
});
const reversed = run({
  id: 'r1',
  reversedAt: '2026-06-30T11:00:00.000Z',
  reversedBy: { id: 'a7', name: 'Amina Rahman' },
});

const openHistory = (routes: StubTable = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/schemes/s1': { body: SCHEME },
    [`GET ${HISTORY}`]: listReply('distributions', [today, reversal, reversed]),
    'GET /api/distributions/r3': {
      body: {
        ...today,
        lines: [
          { investorId: 'i1', investorName: 'Noor Haddad', enrollmentId: 'e1', amount: 30_000, activityId: 'a1' },
          { investorId: 'i2', investorName: 'Layla Haddad', enrollmentId: 'e2', amount: 30_000, activityId: 'a2' },
        ],
      },
    },
    ...routes,
  });
  renderAppAt('/admin/products/s1/distributions');
  return stub;
};

const historyTable = () => screen.findByRole('table', { name: 'Distributions' }, WAIT);
const rowOf = async (description: string, nth = 0) =>
  within(await historyTable())
    .getAllByRole('row')
    .filter((row) => row.textContent?.includes(description))[nth];

describe('Distribution history (issue 19 item 1)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('lists the runs newest first with what each paid, who made it and which were reversed', async () => {
    openHistory();

    expect(await screen.findByRole('heading', { level: 1, name: 'Distribution History' }, WAIT)).toBeTruthy();
    expect(await screen.findByText(/Every distribution of Gulf Trade Finance/, {}, WAIT)).toBeTruthy();
    const rows = within(await historyTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Q3 2026 distribution',
      'Q2 2026 distribution',
      'Q2 2026 distribution',
    ]);
    expect(rows[0].textContent).toContain('Sep 30, 2026');
    expect(rows[0].textContent).toContain('$60,000');
    expect(within(rows[0]).getByRole('button', { name: 'Reverse the distribution of Sep 30, 2026: Q3 2026 distribution' })).toBeTruthy();
    expect(rows[1].textContent).toContain('Reversal');
    expect(rows[2].textContent).toContain('Reversed on Jun 30, 2026 by Amina Rahman');
    expect(rows[2].textContent).toContain('Amina Rahman');
    // Only a run the server says can be reversed offers Reverse.
    expect(within(rows[1]).queryByRole('button', { name: /^Reverse/ })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('opens a run to what each investor was paid', async () => {
    openHistory();

    fireEvent.click(within(await rowOf('Q3 2026')).getByRole('button', { name: /^Details of/ }));
    const dialog = await screen.findByRole('dialog', { name: /Distribution of Sep 30, 2026/ }, WAIT);
    const lines = await within(dialog).findByRole('table', { name: 'What each investor was paid' }, WAIT);
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Noor Haddad$30,000', 'Layla Haddad$30,000']);
  });

  it('reverses a run after a confirmation that says nothing is deleted, with an Idempotency-Key, and lists the history again', async () => {
    const stub = openHistory({
      'POST /api/distributions/r3/reversal': {
        status: 201,
        body: run({ id: 'r4', kind: 'reversal', reversalOf: 'r3', totalAmount: 60_000, investorCount: 2 }),
      },
    });

    fireEvent.click(within(await rowOf('Q3 2026')).getByRole('button', { name: /^Reverse the distribution/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this distribution?' }, WAIT);
    expect(dialog.textContent).toContain('A correcting Payout Adjustment of the same amount is written for every one of its 2 investors');
    expect(dialog.textContent).toContain('Nothing is deleted');
    const listed = stub.calls('GET', HISTORY).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse Distribution' }));

    expect(await screen.findByText('Distribution reversed: $60,000 taken back from 2 investors', {}, WAIT)).toBeTruthy();
    const reversals = stub.calls('POST', '/api/distributions/r3/reversal');
    expect(reversals).toHaveLength(1);
    expect(keysOf(reversals)[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(stub.calls('GET', HISTORY).length).toBeGreaterThan(listed), WAIT);
  });

  it("shows the server's answer to a failed reversal and sends the same key when it is tried again", async () => {
    let attempts = 0;
    const stub = openHistory({
      'POST /api/distributions/r3/reversal': () =>
        ++attempts === 1
          ? { status: 409, body: { statusCode: 409, message: MESSAGES.idempotencyKeyInProgress, error: 'Conflict' } }
          : { status: 201, body: run({ id: 'r4', kind: 'reversal', reversalOf: 'r3', totalAmount: 60_000, investorCount: 2 }) },
    });
    const reverse = async () => {
      fireEvent.click(within(await rowOf('Q3 2026')).getByRole('button', { name: /^Reverse the distribution/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Reverse this distribution?' }, WAIT);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse Distribution' }));
    };

    await reverse();
    expect(await screen.findByText(MESSAGES.idempotencyKeyInProgress, {}, WAIT)).toBeTruthy();
    await reverse();
    expect(await screen.findByText('Distribution reversed: $60,000 taken back from 2 investors', {}, WAIT)).toBeTruthy();
    const [first, retry] = keysOf(stub.calls('POST', '/api/distributions/r3/reversal'));
    expect(retry).toBe(first);
  });

  it('says so when the scheme has no distributions yet', async () => {
    openHistory({ [`GET ${HISTORY}`]: listReply('distributions', []) });
    expect(
      await screen.findByText('No distributions yet. Distribute to this scheme’s investors from the Activity Center.', {}, WAIT),
    ).toBeTruthy();
  });

  it("shows the server's message when the history cannot be read", async () => {
    openHistory({ [`GET ${HISTORY}`]: { status: 404, body: { statusCode: 404, message: MESSAGES.schemeNotFound, error: 'Not Found' } } });
    expect(await screen.findByText('Failed to fetch the distribution history', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(MESSAGES.schemeNotFound)).toBeTruthy();
  });
});
