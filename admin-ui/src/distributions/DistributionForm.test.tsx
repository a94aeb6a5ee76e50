import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatDate, MESSAGES, type DistributionRequest, type DistributionTerms } from '@fund/contracts';
import { stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { bodiesOf, keysOf, previewOf, ROUNDING_RULE, run, SCHEME } from './distributionFixtures';

const WAIT = { timeout: 10_000 };
const PREVIEW = '/api/schemes/s1/distributions/preview';
const CONFIRM = '/api/schemes/s1/distributions';

const openForm = (routes: StubTable = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/schemes': listReply('schemes', [SCHEME]),
    'GET /api/admin/investors': listReply('investors', []),
    [`POST ${PREVIEW}`]: ({ body }) => ({ body: previewOf(body as DistributionTerms) }),
    ...routes,
  });
  // Opened from the scheme's card: the scheme is chosen.
  renderAppAt('/admin/activity?tab=distribution&schemeId=s1');
  return stub;
};

/** Types the terms and previews them. */
const preview = async (total: string) => {
  fireEvent.change(await screen.findByRole('spinbutton', { name: /Total Amount/ }, WAIT), { target: { value: total } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Q2 2026 distribution' } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
};

const table = () => screen.findByRole('table', { name: 'What each investor will be paid' }, WAIT);
/** Each row of the preview table as its cells' text. */
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Distribution' }) as HTMLButtonElement;
const confirm = async () => {
  await waitFor(() => expect(confirmButton().disabled).toBe(false), WAIT);
  fireEvent.click(confirmButton());
  return screen.findByRole('dialog', { name: 'Confirm distribution' }, WAIT);
};

describe('Distribution form (issue 19 item 1)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it("shows the server's preview: every line, the total, the investors paid and the rounding rule", async () => {
    const stub = openForm();
    await preview('100001');

    const lines = await table();
    expect(rowsOf(lines).map((cells) => cells.slice(0, 5))).toEqual([
      ['Layla Haddad', '$30,000', '$29,000', '33.3337%', '$33,334'],
      ['Noor Haddad', '$30,000', '$31,000', '33.3337%', '$33,334'],
      ['Omar Saleh', '$30,000', '$30,000', '33.3327%', '$33,333'],
    ]);
    const figures = screen.getByRole('heading', { name: /^Preview/ }).closest('section') as HTMLElement;
    expect(within(figures).getByText('Total').nextSibling?.textContent).toBe('$100,001');
    expect(within(figures).getByText('Investors paid').nextSibling?.textContent).toBe('3');
    expect(within(figures).getByText(ROUNDING_RULE)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', PREVIEW))).toEqual([{ mode: 'total', totalAmount: 100001, basis: 'invested' }]);
    // A preview writes nothing.
    expect(stub.calls('POST', CONFIRM)).toHaveLength(0);
  });

  it('previews again with excludedInvestorIds when a row is excluded, and with overrides when an amount is fixed', async () => {
    const stub = openForm();
    await preview('100001');
    await table();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude Omar Saleh' }));
    await waitFor(() => expect(stub.calls('POST', PREVIEW)).toHaveLength(2), WAIT);
    expect(bodiesOf(stub.calls('POST', PREVIEW))[1]).toEqual({
      mode: 'total',
      totalAmount: 100001,
      basis: 'invested',
      excludedInvestorIds: ['i3'],
    });
    await waitFor(
      async () =>
        expect(rowsOf(await table()).map((cells) => [cells[0], cells[4]])).toEqual([
          ['Noor Haddad', '$50,001'],
          ['Layla Haddad', '$50,000'],
          ['Omar Saleh', '$0'],
        ]),
      WAIT,
    );
    expect(screen.getByText('Investors paid').nextSibling?.textContent).toBe('2');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Override amount for Layla Haddad' }), { target: { value: '1000' } });
    await waitFor(() => expect(stub.calls('POST', PREVIEW)).toHaveLength(3), WAIT);
    expect(bodiesOf(stub.calls('POST', PREVIEW))[2]).toMatchObject({
      excludedInvestorIds: ['i3'],
      overrides: [{ investorId: 'i2', amount: 1000 }],
    });
    await waitFor(
      async () =>
        expect(rowsOf(await table()).map((cells) => [cells[0], cells[4]])).toEqual([
          ['Noor Haddad', '$99,001'],
          ['Layla Haddad', '$1,000'],
          ['Omar Saleh', '$0'],
        ]),
      WAIT,
    );
  });

  it('confirms the previewed terms with an Idempotency-Key and says what was paid', async () => {
    const stub = openForm({
      [`POST ${CONFIRM}`]: ({ body }) => {
        const request = body as DistributionRequest;
        const paid = previewOf(request);
        return {
          status: 201,
          body: run({ id: 'r9', totalAmount: paid.totalAmount, investorCount: paid.investorCount, payoutDate: request.payoutDate }),
        };
      },
    });
    await preview('100001');
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude Omar Saleh' }));
    await waitFor(async () => expect(rowsOf(await table())[0][4]).toBe('$50,001'), WAIT);

    const dialog = await confirm();
    const payoutDate = (screen.getByLabelText(/^Payout Date/) as HTMLInputElement).value;
    const shown = formatDate(payoutDate);
    expect(within(dialog).getByText(`Pay $100,001 to 2 investors of Gulf Trade Finance on ${shown}?`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Distribution paid: $100,001 to 2 investors', {}, WAIT)).toBeTruthy();
    const confirms = stub.calls('POST', CONFIRM);
    expect(bodiesOf(confirms)).toEqual([
      {
        mode: 'total',
        totalAmount: 100001,
        basis: 'invested',
        excludedInvestorIds: ['i3'],
        payoutDate,
        description: 'Q2 2026 distribution',
        notify: true,
      },
    ]);
    expect(keysOf(confirms)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The run is shown, with the way to the scheme's history.
    expect(screen.getByText(`$100,001 to 2 investors of Gulf Trade Finance on ${shown}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View distribution history' }).getAttribute('href')).toBe('/admin/products/s1/distributions');
  });

  it("shows the server's refusal and sends the same Idempotency-Key when the same confirm is tried again; new terms get a new key", async () => {
    let attempts = 0;
    const stub = openForm({
      [`POST ${CONFIRM}`]: () =>
        ++attempts === 1
          ? { status: 409, body: { statusCode: 409, message: MESSAGES.idempotencyKeyInProgress, error: 'Conflict' } }
          : { status: 201, body: run({ id: `r${attempts}` }) },
    });
    await preview('100001');
    await table();

    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(MESSAGES.idempotencyKeyInProgress, {}, WAIT)).toBeTruthy();

    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Distribution paid: $100,001 to 3 investors', {}, WAIT)).toBeTruthy();
    const [first, retry] = keysOf(stub.calls('POST', CONFIRM));
    expect(retry).toBe(first);

    // A new distribution with other terms is another write.
    await preview('5000');
    await table();
    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(stub.calls('POST', CONFIRM)).toHaveLength(3), WAIT);
    expect(keysOf(stub.calls('POST', CONFIRM))[2]).not.toBe(first);
  });

  it("shows the server's message when a preview is refused and offers no confirm", async () => {
    openForm({
      [`POST ${PREVIEW}`]: ({ body }) =>
        (body as DistributionTerms).overrides
          ? { status: 422, body: { statusCode: 422, message: MESSAGES.overridesExceedTotal, error: 'Unprocessable Entity' } }
          : { body: previewOf(body as DistributionTerms) },
    });
    await preview('100001');
    await table();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Override amount for Noor Haddad' }), { target: { value: '200000' } });
    expect(await screen.findAllByText(MESSAGES.overridesExceedTotal, {}, WAIT)).not.toHaveLength(0);
    expect(confirmButton().disabled).toBe(true);
  });

  it("opens from a scheme's card with the scheme chosen; the card's Distribution History opens the scheme's history", async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/schemes': listReply('schemes', [SCHEME]),
      'GET /api/schemes/s1': { body: SCHEME },
      [`GET ${CONFIRM}`]: listReply('distributions', []),
      [`POST ${PREVIEW}`]: ({ body }) => ({ body: previewOf(body as DistributionTerms) }),
    });
    renderAppAt('/admin/products');

    fireEvent.click(await screen.findByRole('link', { name: 'Distribute to the investors of Gulf Trade Finance' }, WAIT));
    await waitFor(
      () => expect((screen.getByRole('combobox', { name: /Scheme/ }) as HTMLInputElement).value).toBe('Gulf Trade Finance'),
      WAIT,
    );
    expect(screen.getByRole('tab', { name: 'Distribution' }).getAttribute('aria-selected')).toBe('true');
    await preview('900');
    expect(rowsOf(await table())).toHaveLength(3);
    expect(stub.calls('POST', PREVIEW)).toHaveLength(1);

    window.history.back();
    fireEvent.click(await screen.findByRole('link', { name: 'Distribution history of Gulf Trade Finance' }, WAIT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Distribution History' }, WAIT)).toBeTruthy();
  });

  it('refuses a rate that is not a decimal above 0 before sending, and per unit splits pro rata to invested', async () => {
    const stub = openForm();
    fireEvent.click(await screen.findByRole('radio', { name: 'Amount per unit invested' }, WAIT));
    fireEvent.change(await screen.findByRole('textbox', { name: /Rate per Unit Invested/ }, WAIT), { target: { value: '2.5%' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Q2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(MESSAGES.ratePerUnitInvalid, {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', PREVIEW)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Rate per Unit Invested/ }), { target: { value: '0.025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(stub.calls('POST', PREVIEW)).toHaveLength(1), WAIT);
    expect(bodiesOf(stub.calls('POST', PREVIEW))[0]).toEqual({ mode: 'per_unit', ratePerUnit: '0.025', basis: 'invested' });
  });
});
