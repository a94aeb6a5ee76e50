import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DistributionTerms, SchemePostView } from '@fund/contracts';
import { stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { bodiesOf, previewOf, run, SCHEME } from './distributionFixtures';

// Issue 20 items 2 and 4: a distribution tells its investors (Notify investors, the toast's count), and
// the scheme's history and posts say how many of their investors read them, with a CSV of who did.

const WAIT = { timeout: 10_000 };
const HISTORY = '/api/schemes/s1/distributions';
const POSTS = '/api/schemes/s1/posts';

const post = (overrides: Partial<SchemePostView>): SchemePostView => ({
  id: 'p1',
  schemeId: 's1',
  kind: 'post',
  type: 'document',
  title: 'Q3 2026 statement',
  createdAt: '2026-09-30T09:00:00.000Z',
  recipients: 2,
  readCount: 1,
  ...overrides,
});

const routes = (extra: StubTable = {}): StubTable => ({
  'GET /api/me': { body: ADMIN_ME },
  'GET /api/schemes/s1': { body: SCHEME },
  'GET /api/schemes': listReply('schemes', [SCHEME]),
  'GET /api/admin/investors': listReply('investors', []),
  ...extra,
});

/** The distribution form's answers: the preview the body asks for, and a $900 run to 3 investors of whom `notified` are told. */
const stubDistribution = (notified: number) =>
  stubFetch(
    routes({
      [`POST ${HISTORY}/preview`]: ({ body }) => ({ body: previewOf(body as DistributionTerms) }),
      [`POST ${HISTORY}`]: { status: 201, body: { ...run({ id: 'r9', totalAmount: 900, investorCount: 3 }), notifiedCount: notified } },
    }),
  );

/** Fills a $900 distribution 'Q3', previews it, confirms and pays. */
const payDistribution = async () => {
  fireEvent.change(await screen.findByRole('spinbutton', { name: /Total Amount/ }, WAIT), { target: { value: '900' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Q3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('table', { name: 'What each investor will be paid' }, WAIT);
  const confirm = screen.getByRole('button', { name: 'Confirm Distribution' }) as HTMLButtonElement;
  await waitFor(() => expect(confirm.disabled).toBe(false), WAIT);
  fireEvent.click(confirm);
  fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Pay' }));
};

describe('read receipts in the back office (issue 20 item 4)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('the distribution history and a run\'s details say "Read by 1 of 2"', async () => {
    stubFetch(
      routes({
        [`GET ${HISTORY}`]: listReply('distributions', [{ ...run({ id: 'r3', investorCount: 2 }), readCount: 1, notifiedCount: 2 }]),
        'GET /api/distributions/r3': { body: { ...run({ id: 'r3', investorCount: 2 }), readCount: 1, notifiedCount: 2, lines: [] } },
      }),
    );
    renderAppAt('/admin/products/s1/distributions');

    const table = await screen.findByRole('table', { name: 'Distributions' }, WAIT);
    const [, row] = within(table).getAllByRole('row');
    // Under the run's investor count.
    expect(row.textContent).toContain('2Read by 1 of 2');
    fireEvent.click(within(row).getByRole('button', { name: /^Details of/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Read by 1 of 2')).toBeTruthy();
  });

  it('lists the scheme\'s posts with title, type, date and "Read by N of M", each with a CSV of who read it', async () => {
    const stub = stubFetch(
      routes({
        [`GET ${POSTS}`]: listReply('posts', [
          post({}),
          post({
            id: 'r3',
            kind: 'distribution',
            type: 'transaction',
            title: 'Q2 2026 distribution',
            createdAt: '2026-06-30T09:00:00.000Z',
            recipients: 3,
            readCount: 0,
          }),
        ]),
      }),
    );
    renderAppAt('/admin/products/s1/posts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' }, WAIT)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Posts to the investors of this scheme' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Q3 2026 statement');
    expect(rows[0].textContent).toContain('Document');
    expect(rows[0].textContent).toContain('Sep 30, 2026');
    expect(rows[0].textContent).toContain('Read by 1 of 2');
    expect(rows[1].textContent).toContain('Distribution');
    expect(rows[1].textContent).toContain('Read by 0 of 3');
    const csv = within(rows[0]).getByRole('link', { name: 'Download who read Q3 2026 statement (CSV)' });
    expect(csv.getAttribute('href')).toBe('/api/schemes/s1/posts/p1/reads.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    const [call] = stub.calls('GET', POSTS);
    expect(JSON.parse(call.url.searchParams.get('range') ?? 'null')).toEqual([0, 24]);
    expect(JSON.parse(call.url.searchParams.get('sort') ?? 'null')).toEqual(['createdAt', 'DESC']);
  });

  it('the distribution history links to the posts, and the posts back to the history', async () => {
    stubFetch(routes({ [`GET ${HISTORY}`]: listReply('distributions', []), [`GET ${POSTS}`]: listReply('posts', []) }));
    renderAppAt('/admin/products/s1/distributions');

    fireEvent.click(await screen.findByRole('link', { name: 'Posts and read receipts' }, WAIT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('No posts to this scheme’s investors yet.', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Distribution History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Distribution History' }, WAIT)).toBeTruthy();
  });

  it('a distribution sends notify (on by default) and its toast says how many investors will be told', async () => {
    const stub = stubDistribution(2);
    renderAppAt('/admin/activity?tab=distribution&schemeId=s1');

    const toggle = (await screen.findByRole('switch', { name: 'Notify investors' }, WAIT)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await payDistribution();

    expect(await screen.findByText('Distribution paid: $900 to 3 investors; 2 investors will be told', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', HISTORY))[0]).toMatchObject({ notify: true });
    // The preview asks what would be paid: it carries no notify.
    expect(bodiesOf(stub.calls('POST', `${HISTORY}/preview`))[0]).not.toHaveProperty('notify');
  });

  it('a distribution with Notify investors off sends notify false and says nobody was notified', async () => {
    const stub = stubDistribution(0);
    renderAppAt('/admin/activity?tab=distribution&schemeId=s1');

    fireEvent.click(await screen.findByRole('switch', { name: 'Notify investors' }, WAIT));
    await payDistribution();

    expect(await screen.findByText('Distribution paid: $900 to 3 investors; investors were not notified', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', HISTORY))[0]).toMatchObject({ notify: false });
  });
});
