import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ExpressionView, SchemeView } from '@fund/contracts';
import { pagedList, stubFetch, type StubTable } from '@fund/ui/testing';

import { expression } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

const SCHEME = { id: 's1', name: 'Dubai Trade Finance', minimumInvestment: 50_000 } as SchemeView;

/**
 * GET /api/expressions-of-interest answering the non-archived ones unless filter.archived is true,
 * GET /api/schemes for getMany, and the card's writes; `replies` overrides an answer by 'METHOD /path'.
 */
const fakeExpressionsApi = (records: ExpressionView[], replies: StubTable = {}) => {
  const one = (id: string) => records.find((r) => r.id === id);
  return stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/schemes': pagedList('schemes', [SCHEME]),
    'GET /api/expressions-of-interest': pagedList(
      'expressions-of-interest',
      records,
      (r, filter) => filter.archived === true || r.archived === 'false',
    ),
    'PATCH /api/expressions-of-interest/:id/archive': ({ params }) => ({ body: Object.assign(one(params.id)!, { archived: 'true' }) }),
    'PATCH /api/expressions-of-interest/:id': ({ params, body }) => ({ body: Object.assign(one(params.id)!, body) }),
    'DELETE /api/expressions-of-interest/:id': ({ params }) => {
      const record = one(params.id)!;
      records.splice(records.indexOf(record), 1);
      return { body: record };
    },
    'POST /api/enrollments': ({ body }) => ({ body: { id: 'n1', ...(body as object) } }),
    ...replies,
  });
};

// By the heading's text, not role: computing every accessible name of the console is slow in happy-dom.
const card = async (investor: string) =>
  (await screen.findByText(investor, { selector: 'article h2 a' }, WAIT)).closest('article') as HTMLElement;

describe('Expressions of Interest', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it("lists expressions newest first with the scheme's minimum, each investor linking to Investors", async () => {
    const api = fakeExpressionsApi([expression({ id: 'e1', investorName: 'Layla Haddad' })]);
    renderAppAt('/admin/expressions');

    const layla = await card('Layla Haddad');
    const link = within(layla).getByText('Layla Haddad').closest('a')!;
    expect(link.getAttribute('href')).toMatch(/^\/admin\/investors\?filter=/);
    expect(await within(layla).findByText('$50,000', {}, WAIT)).toBeTruthy();
    const [call] = api.calls('GET', '/api/expressions-of-interest');
    expect(JSON.parse(call.url.searchParams.get('sort')!)).toEqual(['submittedAt', 'DESC']);
    expect(JSON.parse(call.url.searchParams.get('range')!)).toEqual([0, 23]);
  });

  it('shows archived expressions only while Show archived is ticked, their Archive disabled', async () => {
    const api = fakeExpressionsApi([
      expression({ id: 'e1', investorName: 'Layla Haddad' }),
      expression({ id: 'e2', investorName: 'Omar Siddiqui', archived: 'true' }),
    ]);
    renderAppAt('/admin/expressions');

    await card('Layla Haddad');
    expect(screen.queryByText('Omar Siddiqui')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show archived'));

    const omar = await card('Omar Siddiqui');
    expect((within(omar).getByRole('button', { name: /^Archive/ }) as HTMLButtonElement).disabled).toBe(true);
    const last = api.calls('GET', '/api/expressions-of-interest').at(-1)!;
    expect(JSON.parse(last.url.searchParams.get('filter')!)).toEqual({ archived: true });
  });

  it('saves a chosen status at once with the typed notes, and Save Notes re-saves the status with them', async () => {
    const api = fakeExpressionsApi([expression({ id: 'e1', investorName: 'Layla Haddad' })]);
    renderAppAt('/admin/expressions');

    const layla = await card('Layla Haddad');
    fireEvent.change(within(layla).getByLabelText('Notes'), { target: { value: 'Called on Monday' } });
    fireEvent.mouseDown(within(layla).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Contacted' }, WAIT));

    expect(await screen.findByText('Status Updated', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/expressions-of-interest/e1')[0].body).toEqual({ status: 'contacted', notes: 'Called on Monday' });

    fireEvent.change(within(layla).getByLabelText('Notes'), { target: { value: 'Meeting booked' } });
    fireEvent.click(within(layla).getByRole('button', { name: /^Save Notes/ }));
    await waitFor(() => expect(api.calls('PATCH', '/api/expressions-of-interest/e1')).toHaveLength(2), WAIT);
    expect(api.calls('PATCH', '/api/expressions-of-interest/e1')[1].body).toEqual({ status: 'contacted', notes: 'Meeting booked' });
  });

  it('archives and deletes after confirmation', async () => {
    const api = fakeExpressionsApi([
      expression({ id: 'e1', investorName: 'Layla Haddad' }),
      expression({ id: 'e2', investorName: 'Omar Siddiqui' }),
    ]);
    renderAppAt('/admin/expressions');

    fireEvent.click(within(await card('Layla Haddad')).getByRole('button', { name: /^Archive/ }));
    const archive = await screen.findByRole('dialog', { name: 'Archive this expression of interest?' }, WAIT);
    fireEvent.click(within(archive).getByRole('button', { name: 'Archive' }));
    // The toast: the archived card itself is hidden now that Show archived is not ticked.
    expect(await screen.findByText('Archived', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/expressions-of-interest/e1/archive')).toHaveLength(1);

    fireEvent.click(within(await card('Omar Siddiqui')).getByRole('button', { name: /^Delete/ }));
    const remove = await screen.findByRole('dialog', { name: 'Delete this expression of interest?' }, WAIT);
    expect(within(remove).getByText('This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted', {}, WAIT)).toBeTruthy();
    expect(api.calls('DELETE', '/api/expressions-of-interest/e2')).toHaveLength(1);
  });

  it("enrolls with an amount of at least the scheme's minimum, confirm disabled while it is empty", async () => {
    const api = fakeExpressionsApi([expression({ id: 'e1', investorId: 'u1', schemeId: 's1', investorName: 'Layla Haddad' })]);
    renderAppAt('/admin/expressions');

    const layla = await card('Layla Haddad');
    await within(layla).findByText('$50,000', {}, WAIT);
    fireEvent.click(within(layla).getByRole('button', { name: /^Enroll/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Investor' }, WAIT);
    const amount = within(dialog).getByLabelText(/Investment amount/) as HTMLInputElement;
    const confirm = within(dialog).getByRole('button', { name: 'Enroll Investor' }) as HTMLButtonElement;
    expect(amount.min).toBe('50000');
    expect(within(dialog).getByText('Minimum investment: $50,000')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    // Cents are refused, not read as digits (75000.50 is not 7,500,050).
    fireEvent.change(amount, { target: { value: '75000.50' } });
    expect(amount.value).toBe('75000.50');
    expect(within(dialog).getByText('Whole units only: remove the decimal part')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    fireEvent.change(amount, { target: { value: '75000' } });
    // Issue 21 item 11: grouped digits while typing, whole units sent.
    expect(amount.value).toBe('75,000');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    expect(await screen.findByText('Investor Enrolled', {}, WAIT)).toBeTruthy();
    expect(api.calls('POST', '/api/enrollments')[0].body).toEqual({
      investorId: 'u1',
      schemeId: 's1',
      investmentAmount: 75000,
      currentValue: 75000,
    });
  });

  it("keeps the enroll dialog open with the server's message when the amount is refused", async () => {
    fakeExpressionsApi([expression({ id: 'e1', investorName: 'Layla Haddad' })], {
      'POST /api/enrollments': {
        status: 422,
        body: { statusCode: 422, message: 'Investment amount must be at least $50,000', error: 'Unprocessable Entity' },
      },
    });
    renderAppAt('/admin/expressions');

    fireEvent.click(within(await card('Layla Haddad')).getByRole('button', { name: /^Enroll/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Investor' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText(/Investment amount/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enroll Investor' }));

    expect(await screen.findByText('Investment amount must be at least $50,000', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Enroll Investor' })).toBeTruthy();
  });

  it('disables Enroll on an expression already enrolled and says why (issue 19 item 6)', async () => {
    const api = fakeExpressionsApi([
      expression({ id: 'e1', investorName: 'Layla Haddad', status: 'enrolled' }),
      expression({ id: 'e2', investorId: 'u2', investorName: 'Omar Said', status: 'contacted' }),
    ]);
    renderAppAt('/admin/expressions');

    const layla = await card('Layla Haddad');
    const enroll = within(layla).getByRole('button', { name: /^Enroll/ }) as HTMLButtonElement;
    expect(enroll.disabled).toBe(true);
    expect(within(layla).getByText('Already enrolled in this scheme')).toBeTruthy();
    expect(document.getElementById(enroll.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Already enrolled in this scheme');
    fireEvent.click(enroll);
    expect(screen.queryByRole('dialog', { name: 'Enroll Investor' })).toBeNull();

    const omar = await card('Omar Said');
    expect((within(omar).getByRole('button', { name: /^Enroll/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(omar).queryByText('Already enrolled in this scheme')).toBeNull();
    expect(api.calls('POST', '/api/enrollments')).toEqual([]);
  });

  it('says what to do when there is none', async () => {
    fakeExpressionsApi([]);
    renderAppAt('/admin/expressions');

    expect(await screen.findByText(/No expressions of interest yet/, {}, WAIT)).toBeTruthy();
  });
});
