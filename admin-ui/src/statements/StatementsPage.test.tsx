import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES, type StatementRunView } from '@fund/contracts';
import { investorSummaryView, issuedDocumentView, statementRunView } from '@fund/contracts/testing';
import { serverError, stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

const WAIT = { timeout: 10_000 };
const RUNS = '/api/admin/statement-runs';

const run = (overrides: Partial<StatementRunView> = {}) =>
  statementRunView({ id: 'run1', createdAt: '2026-10-02T08:00:00.000Z', ...overrides });

const openPage = (routes: StubTable = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    [`GET ${RUNS}`]: listReply('statement-runs', []),
    [`POST ${RUNS}`]: { status: 201, body: run({ state: 'queued', done: 0, total: 40, finishedAt: null }) },
    [`GET ${RUNS}/:id`]: { body: run({ state: 'queued', done: 0, total: 40, finishedAt: null }) },
    'GET /api/admin/issued-documents': listReply('issued-documents', []),
    'GET /api/admin/investor-summaries': listReply('investor-summaries', [
      investorSummaryView({ id: 'u1', investor: { fullName: 'Layla Haddad', email: 'layla@example.com' } }),
      investorSummaryView({ id: 'u2', investor: { fullName: 'Omar Saleh', email: 'omar@example.com' } }),
    ]),
    ...routes,
  });
  renderAppAt('/admin/statements');
  return stub;
};

const generate = async () => {
  const button = (await screen.findByRole('button', { name: 'Generate' }, WAIT)) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), WAIT);
  fireEvent.click(button);
};

describe('Statements: generate (issue 23)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
    // Only the calendar is fixed: the page's polling and Testing Library's waits keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for last quarter for every investor by default and shows the run it started', async () => {
    const stub = openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' }, WAIT)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Last quarter' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Every investor' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Statements for Jul 1, 2026 – Sep 30, 2026')).toBeTruthy();
    // The date inputs are for custom dates only.
    expect(screen.queryByLabelText('First day')).toBeNull();
    await generate();

    await waitFor(() => expect(stub.bodiesOf(`POST ${RUNS}`)).toEqual([{ periodStart: '2026-07-01', periodEnd: '2026-09-30' }]), WAIT);
    expect(await screen.findByText('Generating 40 statements for Jul 1, 2026 – Sep 30, 2026', {}, WAIT)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Generating statements for Jul 1, 2026 – Sep 30, 2026' }, WAIT)).toBeTruthy();
    expect(screen.getByText('0 of 40 issued')).toBeTruthy();
  });

  it('asks for custom dates for the investors chosen', async () => {
    const stub = openPage();

    fireEvent.click(await screen.findByRole('radio', { name: 'Custom dates' }, WAIT));
    fireEvent.change(await screen.findByLabelText('First day', {}, WAIT), { target: { value: '2026-01-15' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-31' } });
    expect(await screen.findByText('Statements for Jan 15, 2026 – Mar 31, 2026', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen investors' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Chosen investors/ }, WAIT));
    fireEvent.click(await screen.findByRole('option', { name: 'Omar Saleh (omar@example.com)' }, WAIT));
    await generate();

    await waitFor(
      () => expect(stub.bodiesOf(`POST ${RUNS}`)).toEqual([{ periodStart: '2026-01-15', periodEnd: '2026-03-31', investorIds: ['u2'] }]),
      WAIT,
    );
  });

  it('refuses custom dates that end before they start without asking the server', async () => {
    const stub = openPage();

    fireEvent.click(await screen.findByRole('radio', { name: 'Custom dates' }, WAIT));
    fireEvent.change(await screen.findByLabelText('First day', {}, WAIT), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-04-30' } });
    await generate();

    expect(await screen.findByText(MESSAGES.periodEndsBeforeStart, {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', RUNS)).toHaveLength(0);
  });

  it("shows the server's message when a run of the same period is still under way (409)", async () => {
    openPage({ [`POST ${RUNS}`]: serverError(409, MESSAGES.statementRunUnderWay, 'Conflict') });
    await generate();
    expect(await screen.findByText(MESSAGES.statementRunUnderWay, {}, WAIT)).toBeTruthy();
  });
});

describe('Statements: progress and history (issue 23)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('finds the running run after a reload, shows "12 of 40", and stops asking once it is completed', async () => {
    let finished = false;
    const running = run({ state: 'running', done: 12, failed: 1, total: 40, finishedAt: null });
    const completed = run({ state: 'completed', done: 39, failed: 1, total: 40 });
    const stub = openPage({
      [`GET ${RUNS}`]: () => listReply('statement-runs', [finished ? completed : running]),
      [`GET ${RUNS}/run1`]: () => {
        const answer = stub.calls('GET', `${RUNS}/run1`).length >= 2 ? completed : running;
        finished = answer === completed;
        return { body: answer };
      },
    });

    expect(await screen.findByRole('heading', { name: 'Generating statements for Jul 1, 2026 – Sep 30, 2026' }, WAIT)).toBeTruthy();
    expect(screen.getByText('12 of 40 issued, 1 failed')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Statements issued for Jul 1, 2026 – Sep 30, 2026' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getAllByText('Running').length).toBeGreaterThan(0);

    expect(await screen.findByText('39 statements issued, 1 failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Statements for Jul 1, 2026 – Sep 30, 2026' })).toBeTruthy();
    const polls = stub.calls('GET', `${RUNS}/run1`).length;
    expect(polls).toBe(2);
    // Two more poll intervals go by without a question.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(stub.calls('GET', `${RUNS}/run1`)).toHaveLength(polls);
  });

  it('lists the runs newest first and opens what a run issued, each with its PDF', async () => {
    const stub = openPage({
      [`GET ${RUNS}`]: listReply('statement-runs', [
        run({ id: 'run2', scope: 'selected', total: 3, done: 3, requestedBy: 'Omar Saleh' }),
        run({ id: 'run1', periodStart: '2026-04-01', periodEnd: '2026-06-30', failed: 2, done: 38 }),
      ]),
      'GET /api/admin/issued-documents': listReply('issued-documents', [
        issuedDocumentView({
          id: 'd1',
          investorName: 'Layla Haddad',
          version: 2,
          size: 48_213,
          fileUrl: '/api/objects/issued-document/f1',
        }),
      ]),
    });

    const table = await screen.findByRole('table', { name: 'Statement runs' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Jul 1, 2026 – Sep 30, 20263 chosenCompleted3 / 30Omar SalehOct 2, 2026Documents',
      'Apr 1, 2026 – Jun 30, 2026Every investorCompleted38 / 402Amina RahmanOct 2, 2026Documents',
    ]);
    const [listed] = stub.calls('GET', RUNS).filter((call) => call.url.searchParams.get('range') === '[0,9]');
    expect(listed.url.searchParams.get('sort')).toBe('["createdAt","DESC"]');

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Documents of the run for Jul 1, 2026 – Sep 30, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: /Statements for Jul 1, 2026 – Sep 30, 2026/ }, WAIT);
    const documents = await within(dialog).findByRole('table', { name: 'Issued statements' }, WAIT);
    expect(
      within(documents)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Layla Haddad27KQ2-M9XD-4TPA247 KBDownload']);
    const link = within(documents).getByRole('link', { name: 'Download the statement of Layla Haddad (PDF, 47 KB)' });
    expect(link.getAttribute('href')).toBe('/api/objects/issued-document/f1');
    expect(link.getAttribute('download')).toBe('statement-2026-07-01-2026-09-30.pdf');
    const [asked] = stub.calls('GET', '/api/admin/issued-documents');
    expect(JSON.parse(asked.url.searchParams.get('filter') ?? '{}')).toEqual({ runId: 'run2' });
  });

  it('says what to do when no statements were ever generated', async () => {
    openPage();
    expect(await screen.findByText('No statements issued yet. Choose a period above and generate them.', {}, WAIT)).toBeTruthy();
  });
});
