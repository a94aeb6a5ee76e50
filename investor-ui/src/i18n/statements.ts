import { DOCUMENT_KIND_LABELS, MESSAGES } from '@fund/contracts';

import { i18n } from './index';

// Documents > Statements and the public /verify page (issue 23). Not part of en.ts's initial catalog:
// DOCUMENT_KIND_LABELS lives beside the API's TypeBox schemas, which would join the portal's first
// load (its budget has under 1 kB left). The pages that use these texts import this module, which
// adds them as the 'statements' namespace; en.ts's Catalog type includes them all the same.
export const statements = {
  title: 'Statements',
  subtitle: 'Your statements and payout advices as PDF files; each carries a code anyone you give it to can check',
  listLabel: 'Your statements and payout advices',
  kinds: DOCUMENT_KIND_LABELS,
  period: '{{start}} - {{end}}',
  payout: '{{scheme}} · {{amount}}',
  // Issue 24: the annual zakat statement covers the investor's zakat day (its periodEnd).
  zakatDay: 'Zakat day: {{date}}',
  version: 'Version {{version}}',
  issued: 'Issued',
  code: 'Verification code',
  length: 'Length',
  pages_one: '{{count}} page',
  pages_other: '{{count}} pages',
  download: 'Download',
  downloadNamed: 'Download {{name}}',
  check: 'Check online',
  checkNamed: 'Check {{code}} online (opens in a new tab)',
  emptyTitle: 'No statements yet',
  emptyText: 'Your fund issues them each period; you will be notified when one is ready.',
  loading: 'Loading statements...',
  loadFailed: 'Failed to load statements',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  // The public page a document's QR code and code lead to.
  verify: {
    title: 'Verify a document',
    subtitle: 'Check that a statement or payout advice was issued by the fund and has not been changed since.',
    form: 'Check a verification code',
    codeLabel: 'Verification code',
    codeHelp: 'Printed on the document, e.g. 7KQ2-M9XD-4TPA',
    codeInvalid: MESSAGES.verificationCodeInvalid,
    submit: 'Check code',
    checking: 'Checking the code...',
    issuedBy: 'Issued by {{issuer}}',
    issuedText: 'The fund issued a document with this code. Its details:',
    document: 'Document',
    investor: 'Investor',
    period: 'Period',
    zakatDay: 'Zakat day',
    issued: 'Issued',
    version: 'Version',
    pages: 'Pages',
    code: 'Verification code',
    sha256: 'SHA-256 of the issued file',
    refusedTitle: 'Not verified',
    unknown: MESSAGES.verificationCodeUnknown,
    refusedText:
      'Check the code on the document and type it again. A document whose code is not recognised here was not issued by the fund.',
    failed: 'We could not check the code just now. Please try again.',
    another: 'Check another code',
    // "Check your copy": the file's SHA-256, computed in the browser.
    copyTitle: 'Check your copy',
    copyText:
      'Choose the PDF you were given: your browser computes its SHA-256 and compares it with the one the fund recorded. The file does not leave this device.',
    copyLabel: 'Your copy of the document',
    choose: 'Choose file',
    chooseAnother: 'Choose another file',
    dropHint: 'or drop the PDF here',
    hashing: 'Computing the SHA-256 of {{name}}...',
    match: 'This file is the document the fund issued',
    matchText: '{{name}} has the SHA-256 the fund recorded.',
    mismatch: 'This file differs from the document the fund issued: it may have been altered',
    mismatchText: 'The SHA-256 of {{name}} is',
    unreadable: 'This file could not be read. Choose it again, or another copy.',
    noHashing:
      'This browser cannot compute a SHA-256 on this page (it needs a secure https connection). Compare the SHA-256 above with your own tool, e.g. sha256sum.',
  },
} as const;

i18n.addResourceBundle('en', 'statements', statements, true, true);
