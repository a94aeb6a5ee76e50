import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch, type StubReply } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { IJARA_HOLDERS, IJARA_SCHEME } from '../testing/schemeHolders';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 19 item 4: Post Update / Transaction / Document to every investor of a scheme, or to chosen
// ones, confirmed with the number of investors first and sent with one Idempotency-Key per form fill.

const WAIT = { timeout: 10_000 };
const SCHEME_POST = '/api/schemes/s1/activities';

const SCHEME = IJARA_SCHEME;
const HOLDERS = IJARA_HOLDERS;

/** The console's API with canned answers; the scheme-wide post answers what `posted` says, call by call. */
const stubSchemePosts = (posted: StubReply[]) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/admin/investors': listReply('investors', []),
    'GET /api/admin/assets': listReply('assets', []),
    'GET /api/schemes': listReply('schemes', [SCHEME]),
    'GET /api/enrollments': listReply('enrollments', HOLDERS),
    [`POST ${SCHEME_POST}`]: () => posted.shift() ?? { status: 500, body: { message: 'unplanned' } },
  });
  return {
    posts: () =>
      stub.calls('POST', SCHEME_POST).map((call) => ({ body: call.body, key: new Headers(call.init.headers).get('Idempotency-Key') })),
  };
};

const answer = (investorCount: number): StubReply => ({
  status: 201,
  body: { schemeId: 's1', schemeName: 'Ijara Logistics Park', type: 'update', investorCount },
});

const chooseRecipients = async (name: string) => fireEvent.click(await screen.findByRole('radio', { name }, WAIT));
const chooseScheme = async () => {
  const scheme = await screen.findByRole('combobox', { name: /^Scheme/ }, WAIT);
  fireEvent.mouseDown(scheme);
  fireEvent.click(await screen.findByRole('option', { name: 'Ijara Logistics Park' }, WAIT));
};
const fillUpdate = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Category/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Performance Report' }, WAIT));
  fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Q3 report' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Content/ }), { target: { value: 'Occupancy held at 94%.' } });
};
const post = async () => {
  // A closing confirmation still hides the page (and has a 'Post Update' button of its own).
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  const button = screen.getByRole('button', { name: 'Post Update' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), WAIT);
  fireEvent.click(button);
};

/** Every investor in the scheme as recipients, once the form says how many it holds, and the update filled in. */
const fillSchemeWideUpdate = async () => {
  await chooseRecipients('Every investor in a scheme');
  await chooseScheme();
  await screen.findByText('3 investors enrolled: each receives their own copy.', {}, WAIT);
  await fillUpdate();
};
/** What fillUpdate's update is sent as. */
const UPDATE_BODY = { type: 'update', category: 'Performance Report', title: 'Q3 report', content: 'Occupancy held at 94%.', notify: true };
/** Post Update, then the confirmation's Post Update. */
const postAndConfirm = async () => {
  await post();
  fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Post Update' }));
};

describe('posting to the investors of a scheme', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('offers three recipients; every investor in a scheme swaps the investor picker for the scheme and says how many investors it holds', async () => {
    stubSchemePosts([]);
    renderAppAt('/admin/activity');

    const radios = await screen.findAllByRole('radio', {}, WAIT);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'One investor',
      'Every investor in a scheme',
      'Chosen investors of a scheme',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Investor/ })).toBeTruthy();

    await chooseRecipients('Every investor in a scheme');
    expect(screen.queryByRole('combobox', { name: /^Investor/ })).toBeNull();
    expect(await screen.findByText('Choose a scheme first.', {}, WAIT)).toBeTruthy();
    await chooseScheme();
    expect(await screen.findByText('3 investors enrolled: each receives their own copy.', {}, WAIT)).toBeTruthy();
  });

  it('asks "Post this update to 3 investors of Ijara Logistics Park?" first, then posts once to the scheme and says "Posted to 3 investors"', async () => {
    const api = stubSchemePosts([answer(3)]);
    renderAppAt('/admin/activity');
    await fillSchemeWideUpdate();
    await post();

    const dialog = await screen.findByRole('dialog', { name: 'Post this update to 3 investors of Ijara Logistics Park?' }, WAIT);
    expect(within(dialog).getByText('Each investor receives their own copy in their feed, all at once.')).toBeTruthy();
    expect(api.posts()).toHaveLength(0);
    // The focus starts on Cancel: an Enter pressed by habit posts nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Update' }));

    expect(await screen.findByText('Posted to 3 investors', {}, WAIT)).toBeTruthy();
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0].body).toEqual(UPDATE_BODY);
    expect(api.posts()[0].key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('posts to chosen investors with their ids, and the confirmation counts them', async () => {
    const api = stubSchemePosts([answer(2)]);
    renderAppAt('/admin/activity');
    await chooseRecipients('Chosen investors of a scheme');
    const investors = await screen.findByRole('combobox', { name: /^Investors/ }, WAIT);
    expect(investors.getAttribute('aria-disabled') ?? (investors as HTMLInputElement).disabled.toString()).toBe('true');
    await chooseScheme();
    for (const name of ['Layla Haddad', 'Omar Saleh']) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Investors/ }));
      fireEvent.click(await screen.findByRole('option', { name }, WAIT));
    }
    await fillUpdate();
    await post();

    const dialog = await screen.findByRole('dialog', { name: 'Post this update to 2 investors of Ijara Logistics Park?' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    expect(await screen.findByText('Posted to 2 investors', {}, WAIT)).toBeTruthy();
    expect(api.posts()[0].body).toEqual({ ...UPDATE_BODY, investorIds: ['i1', 'i3'] });
  });

  it('retries a failed posting with the same Idempotency-Key, and the next posting gets a new one', async () => {
    const api = stubSchemePosts([
      { status: 503, body: { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' } },
      answer(3),
      answer(3),
    ]);
    renderAppAt('/admin/activity');
    await fillSchemeWideUpdate();

    await postAndConfirm();
    expect(await screen.findByText('Service unavailable', {}, WAIT)).toBeTruthy();
    // The form keeps what was typed: post again.
    await postAndConfirm();
    expect(await screen.findByText('Posted to 3 investors', {}, WAIT)).toBeTruthy();
    const [failed, retried] = api.posts();
    expect(retried.key).toBe(failed.key);
    expect(retried.body).toEqual(failed.body);

    // A new form fill, a new key.
    await fillSchemeWideUpdate();
    await postAndConfirm();
    await waitFor(() => expect(api.posts()).toHaveLength(3), WAIT);
    expect(api.posts()[2].key).not.toBe(failed.key);
  });
});
