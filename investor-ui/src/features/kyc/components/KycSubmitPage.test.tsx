import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';
import { uploadKycDocument } from '../api/uploadKycDocument';
import { KYC_DRAFT_KEY, saveKycDraft } from '../kycDraft';
import { completeValues } from '../kycTesting';

// The upload's network calls are the shared helper's (tested in libs/upload); here it answers at once.
vi.mock('../api/uploadKycDocument', () => ({ uploadKycDocument: vi.fn() }));
const OBJECT_PATH = '/api/objects/kyc-document/k1';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The wizard at its first step. */
const openWizard = async () => {
  renderApp('/kyc/submit');
  await heading('Personal Information');
};

function chooseFile(name: string, size: number, type: string) {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

async function fillStepOne() {
  fill('Full name', 'Amina Yusuf');
  fill('Date of birth', '12/04/1985');
  fill('E-mail address', 'amina@example.com');
  fill('Phone number', '050 123 4567');
  fill('Country of residence', 'United Arab Emirates');
  fill('Full address', 'Villa 3, Jumeirah, Dubai');
  next();
  await heading('KYC Details');
}

async function fillStepTwo() {
  fill('ID type', 'passport');
  chooseFile('passport.pdf', 2048, 'application/pdf');
  await screen.findByText('passport.pdf');
  fill('Employment status', 'self_employed');
  fill('Previous investments', '1-3');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Business' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Savings' }));
  next();
  await heading('Bank Details');
}

async function fillStepsThreeToFive() {
  for (const [label, value] of [
    ['Account name', 'Amina Yusuf'],
    ['Account number', '12345678'],
    ['Sort code', '12-34-56'],
    ['SWIFT/BIC', 'EBILAEAD'],
    ['IBAN number', 'AE070331234567890123456'],
    ['Bank name', 'Emirates NBD'],
    ['Bank address', 'Baniyas Road, Dubai'],
  ])
    fill(label, value);
  next();
  await heading('Next of Kin Details');
  for (const [label, value] of [
    ['Full name', 'Omar Yusuf'],
    ['Contact number', '+971 50 765 4321'],
    ['E-mail address', 'omar@example.com'],
    ['Passport number', 'P7654321'],
    ['Relationship', 'sibling'],
  ])
    fill(label, value);
  next();
  await heading('Terms & Disclaimer');
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }));
}

/** Step 5's Next reads Review Application and opens the review page (issue 21). */
async function review() {
  expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Review Application' }));
  await heading('Review your application');
}

/** The answer the review page shows beside a question. */
function answerOf(question: string, within: ParentNode = document): string | null {
  const term = Array.from(within.querySelectorAll('dt')).find((dt) => dt.textContent === question);
  if (!term) throw new Error(`No answer for ${question}`);
  return term.nextElementSibling?.textContent ?? null;
}

describe('KYC wizard', () => {
  beforeEach(() => {
    vi.mocked(uploadKycDocument).mockImplementation(async (file, onProgress) => {
      onProgress({ loaded: file.size, total: file.size, percent: 100 });
      return OBJECT_PATH;
    });
  });
  afterEach(() => {
    localStorage.clear();
    vi.mocked(uploadKycDocument).mockReset();
  });

  it('starts on step 1 of 5 at 20% with Back disabled', async () => {
    stubFetch({});
    renderApp('/kyc/submit');

    expect(await heading('Personal Information')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuenow')).toBe('20');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect((field('Country code') as unknown as HTMLSelectElement).value).toBe('+971');
  });

  it('checks step 1 before Next, with the message beside each field, and sends nothing', async () => {
    const stub = stubFetch({});
    await openWizard();

    fill('E-mail address', 'amina@');
    fill('Phone number', '12');
    next();

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be 4 to 15 digits')).toBeTruthy();
    expect(screen.getByText('Country of residence is required')).toBeTruthy();
    expect(screen.getByText('Full address is required')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(stub.requests()).toEqual([]);

    fill('Full name', 'Amina Yusuf');
    await waitFor(() => expect(screen.queryByText('Full name is required')).toBeNull());
  });

  it('asks for the ID document and a source of income on step 2', async () => {
    stubFetch({});
    await openWizard();
    await fillStepOne();

    next();

    expect(await screen.findByText('Please upload your ID document')).toBeTruthy();
    expect(screen.getByText('Please choose at least one source of income')).toBeTruthy();
    expect(screen.getByText('ID type is required')).toBeTruthy();
    expect(screen.queryByText('Passport number is required')).toBeNull();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['a wrong type', 'id.exe', 1024, 'application/octet-stream', 'Invalid file type: id.exe'],
    ['a file over 10485760 bytes', 'id.pdf', 10485761, 'application/pdf', 'File too large: id.pdf'],
  ])('refuses %s in the spec words before uploading', async (_case, name, size, type, message) => {
    stubFetch({});
    await openWizard();
    await fillStepOne();

    chooseFile(name, size, type);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(uploadKycDocument).not.toHaveBeenCalled();
  });

  it('replaces an uploaded ID with a new file', async () => {
    stubFetch({});
    await openWizard();
    await fillStepOne();
    chooseFile('old-id.png', 2048, 'image/png');
    expect(await screen.findByText('old-id.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy();

    chooseFile('new-id.pdf', 4096, 'application/pdf');

    expect(await screen.findByText('new-id.pdf')).toBeTruthy();
    expect(screen.queryByText('old-id.png')).toBeNull();
    expect(uploadKycDocument).toHaveBeenCalledTimes(2);
  });

  it('submits the whole application, waits, then shows success and forgets the saved answers', async () => {
    let release!: () => void;
    const stub = stubFetch({});
    stub.fetchMock.mockImplementation(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify({ id: 'k9', status: 'pending', submittedAt: '2026-06-01T10:00:00Z' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await openWizard();
    await fillStepOne();
    await fillStepTwo();
    await fillStepsThreeToFive();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).not.toBeNull();
    await review();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('heading', { name: 'Submitting Your Application' })).toBeTruthy();
    expect(screen.getByText('Submitting your KYC application...')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Application Submitted Successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();

    const [url, init] = stub.fetchMock.mock.calls[0];
    expect([init?.method, String(url)]).toEqual(['POST', '/api/kyc']);
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Amina Yusuf',
      dateOfBirth: '1985-04-12',
      email: 'amina@example.com',
      countryCode: '+971',
      phone: '+971 0501234567',
      country: 'United Arab Emirates',
      fullAddress: 'Villa 3, Jumeirah, Dubai',
      idType: 'passport',
      idUploadUrl: OBJECT_PATH,
      employmentStatus: 'self_employed',
      previousInvestments: '1-3',
      sourceOfIncome: 'Business, Savings',
      accountName: 'Amina Yusuf',
      accountNumber: '12345678',
      sortCode: '12-34-56',
      swiftBic: 'EBILAEAD',
      ibanNumber: 'AE070331234567890123456',
      bankName: 'Emirates NBD',
      bankAddress: 'Baniyas Road, Dubai',
      nokName: 'Omar Yusuf',
      nokContactNumber: '+971 50 765 4321',
      nokContactEmail: 'omar@example.com',
      nokPassportNumber: 'P7654321',
      nokRelationship: 'sibling',
      termsAccepted: 'true',
      disclaimerAccepted: 'true',
    });
  });

  it("shows 'Submission Failed' with the server's message and keeps the answers", async () => {
    stubFetch({ 'POST /api/kyc': serverError(400, 'The uploaded ID document was not found. Please upload it again.') });
    await openWizard();
    await fillStepOne();
    await fillStepTwo();
    await fillStepsThreeToFive();
    await review();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('The uploaded ID document was not found. Please upload it again.')).toBeTruthy();
    expect(await heading('Review your application')).toBeTruthy();
    expect(answerOf('Bank name')).toBe('Emirates NBD');
    expect(localStorage.getItem(KYC_DRAFT_KEY)).not.toBeNull();
  });

  it('restores the kept answers after a reload from step 1, and asks again for the date of birth, ID and bank details', async () => {
    saveKycDraft(3, completeValues());
    const stub = stubFetch({});
    renderApp('/kyc/submit');

    // The date of birth is never kept: the application resumes where it is asked for.
    expect(await heading('Personal Information')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText(/We restored the answers you saved on this device/)).toBeTruthy();
    expect(
      screen.getByText(
        /your date of birth, ID document, passport numbers and bank details are not kept on this device: please enter them again/,
      ),
    ).toBeTruthy();
    expect(field('Full name').value).toBe('  Amina Yusuf ');
    expect((field('Country code') as unknown as HTMLSelectElement).value).toBe('+44');
    expect(field('Date of birth').value).toBe('');
    next();
    expect(await screen.findByText('Date of birth is required')).toBeTruthy();
    fill('Date of birth', '12/04/1985');
    next();

    await heading('KYC Details');
    expect((field('ID type') as unknown as HTMLSelectElement).value).toBe('passport');
    expect((screen.getByRole('checkbox', { name: 'Savings' }) as HTMLInputElement).checked).toBe(true);
    next();
    expect(await screen.findByText('Please upload your ID document')).toBeTruthy();
    chooseFile('passport.pdf', 2048, 'application/pdf');
    await screen.findByText('passport.pdf');
    next();

    await heading('Bank Details');
    expect(field('Account name').value).toBe('');
    expect(field('IBAN number').value).toBe('');
    next();
    expect(await screen.findByText('Account number is required')).toBeTruthy();
    expect(stub.requests()).toEqual([]);
  });

  it('saves each answer as it is typed, with the time, but never the date of birth or bank details', async () => {
    stubFetch({});
    await openWizard();

    fill('Full name', 'Amina');
    fill('Date of birth', '12/04/1985');

    const saved = JSON.parse(localStorage.getItem(KYC_DRAFT_KEY)!);
    expect(saved).toEqual({ version: 2, savedAt: expect.any(Number), step: 0, values: expect.objectContaining({ fullName: 'Amina' }) });
    expect(Date.now() - saved.savedAt).toBeLessThan(60_000);
    expect(saved.values).not.toHaveProperty('dateOfBirth');

    await fillStepOne();
    await fillStepTwo();
    await fillStepsThreeToFive();
    const stored = JSON.stringify(localStorage) + JSON.stringify(sessionStorage);
    for (const secret of [
      '1985-04-12',
      '12/04/1985',
      'P7654321',
      '12345678',
      '12-34-56',
      'EBILAEAD',
      'AE070331234567890123456',
      'Emirates NBD',
      'Baniyas Road',
      OBJECT_PATH,
      'passport.pdf',
    ]) {
      expect([secret, stored.includes(secret)]).toEqual([secret, false]);
    }
    expect(JSON.parse(localStorage.getItem(KYC_DRAFT_KEY)!)).toMatchObject({
      step: 4,
      values: { fullName: 'Amina Yusuf', nokName: 'Omar Yusuf', termsAccepted: true },
    });
  });

  it("asks for the date of birth as DD/MM/YYYY (a text field, not the browser's mm/dd/yyyy picker) and says so", async () => {
    stubFetch({});
    await openWizard();

    const dateOfBirth = field('Date of birth');
    expect(dateOfBirth.type).toBe('text');
    expect(dateOfBirth.placeholder).toBe('DD/MM/YYYY');
    expect(dateOfBirth.getAttribute('inputmode')).toBe('numeric');
    const hint = document.getElementById(dateOfBirth.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(hint.textContent).toBe('Day, month and year: DD/MM/YYYY, e.g. 14/03/1980');

    fill('Date of birth', '04/31/1985');
    next();
    expect(await screen.findByText('Enter your date of birth as DD/MM/YYYY, e.g. 14/03/1980')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
  });

  it('ends with a review of every answer, each step with an Edit link, before Submit Application', async () => {
    const stub = stubFetch({
      'POST /api/kyc': { status: 201, body: { id: 'k9', status: 'pending', submittedAt: '2026-06-01T10:00:00Z' } },
    });
    await openWizard();
    await fillStepOne();
    await fillStepTwo();
    await fillStepsThreeToFive();
    await review();

    expect(screen.getByText('Review')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Application progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Information',
      'KYC Details',
      'Bank Details',
      'Next of Kin Details',
      'Terms & Disclaimer',
    ]);
    const answers = Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(answers).toEqual({
      'Full name': 'Omar Yusuf',
      'Date of birth': '12 April 1985',
      'E-mail address': 'omar@example.com',
      'Phone number': '+971 0501234567',
      'Country of residence': 'United Arab Emirates',
      'Full address': 'Villa 3, Jumeirah, Dubai',
      'ID type': 'Passport',
      'ID document': 'passport.pdf',
      'Passport number': 'P7654321',
      'Employment status': 'Self-employed',
      'Annual income': 'Not specified',
      'Previous investments': '1 - 3',
      'Source of income': 'Business, Savings',
      'Account name': 'Amina Yusuf',
      'Account number': '12345678',
      'Sort code': '12-34-56',
      'SWIFT/BIC': 'EBILAEAD',
      'IBAN number': 'AE070331234567890123456',
      'Bank name': 'Emirates NBD',
      'Bank address': 'Baniyas Road, Dubai',
      Relationship: 'Sibling',
      'Contact number': '+971 50 765 4321',
      'Terms and conditions': 'Accepted',
      'Investment disclaimer': 'Accepted',
    });
    // Questions asked twice (the applicant's and the next of kin's) are read per section.
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(answerOf('Full name', personal)).toBe('Amina Yusuf');
    expect(answerOf('Passport number', screen.getByRole('region', { name: 'KYC Details' }))).toBe('Not specified');

    const edits = screen.getAllByRole('button', { name: /^Edit / });
    expect(edits.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit Personal Information',
      'Edit KYC Details',
      'Edit Bank Details',
      'Edit Next of Kin Details',
      'Edit Terms & Disclaimer',
    ]);
    expect(edits.every((b) => b.textContent === 'Edit')).toBe(true);

    // Edit takes the applicant to the step with the answers kept; Save and review comes back.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    expect(await heading('Bank Details')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Bank Details' })));
    expect(field('Bank name').value).toBe('Emirates NBD');
    fill('Bank name', 'Mashreq');
    fireEvent.click(screen.getByRole('button', { name: 'Save and review' }));
    await heading('Review your application');
    expect(answerOf('Bank name')).toBe('Mashreq');
    expect(stub.requests()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted Successfully' })).toBeTruthy();
    expect(JSON.parse(String(stub.fetchMock.mock.calls[0][1]?.body))).toMatchObject({ bankName: 'Mashreq', dateOfBirth: '1985-04-12' });
  });

  describe('Cancel', () => {
    async function openCancel() {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      return screen.findByRole('dialog', { name: 'Leave your application?' });
    }

    it('offers to discard the saved answers, with the focus on Continue application', async () => {
      stubFetch({});
      const { router } = renderApp('/kyc/submit');
      await heading('Personal Information');
      fill('Full name', 'Amina Yusuf');
      expect(localStorage.getItem(KYC_DRAFT_KEY)).not.toBeNull();

      const dialog = await openCancel();

      expect(dialog.textContent).toContain('saved on this device for 7 days');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue application' })));
      expect(screen.getByRole('button', { name: 'Leave and keep answers' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Discard answers' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
      expect(localStorage.length + sessionStorage.length).toBe(0);
    });

    it('can leave the answers for later, or go back to the form (Escape too) with nothing changed', async () => {
      stubFetch({});
      const { router } = renderApp('/kyc/submit');
      await heading('Personal Information');
      fill('Full name', 'Amina Yusuf');
      const saved = localStorage.getItem(KYC_DRAFT_KEY);

      await openCancel();
      fireEvent.click(screen.getByRole('button', { name: 'Continue application' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(field('Full name').value).toBe('Amina Yusuf');

      fireEvent.keyDown(await openCancel(), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/kyc/submit');

      await openCancel();
      fireEvent.click(screen.getByRole('button', { name: 'Leave and keep answers' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem(KYC_DRAFT_KEY)).toBe(saved);
    });
  });
});
