import { createHash } from 'node:crypto';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { documentVerificationView } from '@fund/contracts/testing';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

beforeAll(() => import('./VerifyDocumentPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ISSUED = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const VIEW = documentVerificationView({ sha256: sha256(ISSUED) });
const UNKNOWN = 'No document was issued with this verification code';

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Your copy of the document'), { target: { files: [file] } });

describe('the public verification page (no sign-in)', () => {
  it('shows who issued the document a code names, what it is and the SHA-256 of the issued file', async () => {
    const stub = stubFetch({ 'GET /api/verify/:code': { body: VIEW } });

    renderApp('/verify/7kq2-m9xd-4tpa');

    expect(await screen.findByRole('heading', { name: 'Issued by Sharia Fund Platform' })).toBeTruthy();
    expect(stub.requests()).toEqual(['GET /api/verify/7KQ2-M9XD-4TPA']);
    const facts = screen.getByRole('region', { name: 'Issued by Sharia Fund Platform' });
    expect(within(facts).getByText('Investor statement')).toBeTruthy();
    expect(within(facts).getByText('L. H.')).toBeTruthy();
    expect(within(facts).getByText('Jul 1, 2026 - Sep 30, 2026')).toBeTruthy();
    expect(within(facts).getByText('7KQ2-M9XD-4TPA')).toBeTruthy();
    expect(screen.getByText(VIEW.sha256)).toBeTruthy();
  });

  it('shows a zakat statement by its name and its zakat day, not as a period or a payout advice', async () => {
    stubFetch({
      'GET /api/verify/:code': { body: documentVerificationView({ kind: 'zakat_statement', periodStart: null, periodEnd: '2026-12-05' }) },
    });

    renderApp('/verify/7kq2-m9xd-4tpa');

    const facts = await screen.findByRole('region', { name: 'Issued by Sharia Fund Platform' });
    expect(within(facts).getByText('Zakat statement')).toBeTruthy();
    expect(within(facts).getByText('Zakat day')).toBeTruthy();
    expect(within(facts).getByText('Dec 5, 2026')).toBeTruthy();
    expect(within(facts).queryByText('Period')).toBeNull();
  });

  it("refuses a code no document was issued with, in the API's words", async () => {
    stubFetch({ 'GET /api/verify/:code': serverError(404, UNKNOWN, 'Not Found') });

    renderApp('/verify/7KQ2-M9XD-4TPB');

    expect(await screen.findByRole('heading', { name: 'Not verified' })).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(UNKNOWN)).toBeTruthy();
    expect(screen.queryByText(/^Issued by/)).toBeNull();
    expect(screen.queryByLabelText('Your copy of the document')).toBeNull();
  });

  it('says what a code looks like when one is malformed, without asking the server', async () => {
    const stub = stubFetch({ 'GET /api/verify/:code': { body: VIEW } });

    renderApp('/verify');

    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    fireEvent.change(field, { target: { value: '7KQ2-M9XD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));

    expect(await screen.findByText('A verification code has 12 letters and digits, e.g. 7KQ2-M9XD-4TPA')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(stub.requests()).toEqual([]);
  });

  it('says so for a malformed code in the address, without asking the server', async () => {
    const stub = stubFetch({ 'GET /api/verify/:code': { body: VIEW } });

    renderApp('/verify/not-a-code');

    expect(await screen.findByText('A verification code has 12 letters and digits, e.g. 7KQ2-M9XD-4TPA')).toBeTruthy();
    expect(stub.requests()).toEqual([]);
  });

  it('checks a typed code and shows what it names', async () => {
    const stub = stubFetch({ 'GET /api/verify/:code': { body: VIEW } });

    renderApp('/verify');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), { target: { value: '7kq2 m9xd 4tpa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));

    expect(await screen.findByRole('heading', { name: 'Issued by Sharia Fund Platform' })).toBeTruthy();
    expect(stub.requests()).toEqual(['GET /api/verify/7KQ2-M9XD-4TPA']);
  });

  it('says whether a chosen file is the issued document by its SHA-256, computed in the browser', async () => {
    stubFetch({ 'GET /api/verify/:code': { body: VIEW } });

    renderApp('/verify/7KQ2-M9XD-4TPA');
    await screen.findByRole('heading', { name: 'Issued by Sharia Fund Platform' });

    choose(new File([ISSUED], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file is the document the fund issued')).toBeTruthy();

    const altered = ISSUED.slice();
    altered[5] = 0x32;
    choose(new File([altered], 'statement-edited.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file differs from the document the fund issued: it may have been altered')).toBeTruthy();
    expect(screen.queryByText('This file is the document the fund issued')).toBeNull();
    expect(screen.getByText(sha256(altered))).toBeTruthy();
  });
});
