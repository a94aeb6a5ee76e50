import {
  COUNTRIES,
  KYC_FIELD_LABELS,
  KYC_OPTION_LABELS,
  MESSAGES,
  PASSWORD_REQUIREMENTS,
  PHONE_CODES,
  PRODUCT_NAME,
  RESET_TURNAROUND_HOURS,
  SOURCES_OF_INCOME,
  SUPPORT_CONTACT,
  SUPPORT_LINE,
} from '@fund/contracts';

import { activityFeed } from './activityFeed';
import { assets } from './assets';
import { dashboard } from './dashboard';
import { feeds } from './feeds';
import { investments } from './investments';
import { notifications } from './notifications';
import { opportunities } from './opportunities';
import { passkeys } from './passkeys';
import { profile } from './profile';
import { scheme } from './scheme';
import { security } from './security';
import { sessions } from './sessions';
import type { sharia } from './sharia';
import { sso } from './sso';
import type { statements } from './statements';
import { status } from './status';
import { stepUp } from './stepUp';
import { tickets } from './tickets';

/** A label per value of a spec list whose values are already English words. */
const labelsOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;

// The portal's one English catalog. Each top-level key is an i18next namespace named after a
// feature; texts the spec fixes (and the server shares) come from @fund/contracts so both sides say
// the same words. An Arabic catalog would be a second object of this shape.

const common = {
  productName: PRODUCT_NAME,
  supportLine: SUPPORT_LINE,
  loading: 'Loading...',
  tryAgain: 'Try again',
  backToLogin: 'Back to login',
  goToHome: 'Go to Home',
  goToLogin: 'Go to Login',
  cancel: 'Cancel',
  back: 'Back',
  next: 'Next',
  close: 'Close',
  required: '{{field}} is required',
  invalidEmail: MESSAGES.invalidEmail,
  errorTitle: 'Error',
  successTitle: 'Success',
  somethingWentWrong: 'Something went wrong',
  dismiss: 'Dismiss notification',
} as const;

const session = {
  checkFailed: 'We could not check your session. Please try again.',
} as const;

const auth = {
  signInTitle: 'Sign in',
  signInSubtitle: 'Log in to view your investments',
  signInForm: 'Sign in',
  username: 'Username',
  password: 'Password',
  continue: 'CONTINUE',
  forgotPassword: 'Forgot your password?',
  newInvestor: 'New investor?',
  apply: 'Apply',
  applyLabel: 'Apply to open an investor account',
  codeTitle: 'Enter verification code',
  codeSubtitle: 'We sent a {{length}}-digit code to your email address.',
  codeForm: 'Verify code',
  code: 'Verification code',
  verify: 'VERIFY & LOG IN',
  enterUsernameAndPassword: MESSAGES.enterUsernameAndPassword,
  invalidOtpFormat: MESSAGES.invalidOtpFormat,
  sessionExpired: MESSAGES.sessionExpired,
  loginFailed: 'Login Failed',
  invalidCredentials: MESSAGES.invalidCredentials,
  verificationFailed: 'Verification Failed',
  invalidOtp: MESSAGES.invalidOtp,
  otpSentTitle: 'OTP Sent',
  otpSentText: 'A verification code has been sent to your email address',
  passwordChangeRequiredTitle: 'Password Change Required',
  passwordChangeRequiredText: 'Please set a new password to continue',
  loggedIn: 'Logged in successfully',
  // Issue 25: the code step of a user with an authenticator app.
  appCodeTitle: 'Two-step sign-in',
  appCodeSubtitle: 'Enter the 6-digit code from your authenticator app.',
  recoverySubtitle: 'Enter one of your recovery codes. Each one works once.',
  appCode: 'Code from your authenticator app',
  recoveryCode: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useAppCode: 'Use the authenticator app',
  invalidRecoveryCodeFormat: MESSAGES.invalidRecoveryCodeFormat,
} as const;

const setup = {
  title: 'System Setup',
  subtitle: 'Create the first administrator account. This page appears only once: after setup, staff join by invitation.',
  form: 'System setup',
  fullName: 'Full name',
  email: 'E-mail',
  username: 'Username',
  password: 'Password',
  passwordPlaceholder: 'At least 6 characters',
  setupToken: 'Setup token',
  setupTokenHelp: 'Printed in the server log when the server started.',
  submit: 'CREATE ADMIN ACCOUNT',
  fillAllFields: MESSAGES.fillAllFields,
  usernameTooShort: MESSAGES.usernameTooShort,
  usernameTooLong: MESSAGES.usernameTooLong,
  usernameInvisible: MESSAGES.usernameInvisible,
  failedTitle: 'Setup Failed',
  failed: 'Failed to create admin account',
  createdTitle: 'Admin Account Created',
  createdText: 'Redirecting you to the login page...',
} as const;

const layout = {
  greeting: 'Welcome, {{name}}',
  greetingFallback: 'Investor',
  account: 'Account settings',
  logout: 'Logout',
  navigation: 'Portal navigation',
  toggleSidebar: 'Toggle sidebar',
  toggleSidebarHint: 'Toggle sidebar (Ctrl+B)',
  openMenu: 'Open menu',
  skipToContent: 'Skip to content',
  home: '{{product}} home',
} as const;

const nav = {
  dashboard: 'Dashboard',
  investments: 'Investments',
  assets: 'My Assets',
  opportunities: 'Opportunities',
  transactions: 'Transactions',
  documents: 'Documents',
  updates: 'Updates',
  tickets: 'Support',
  sharia: 'Sharia Governance',
  zakat: 'Zakat',
  purification: 'Purification',
} as const;

// Page titles and empty states of the dashboard, My Investments and the opportunities (the other pages have their own namespaces).
const pages = {
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your portfolio at a glance',
    emptyTitle: 'Your portfolio is ready for its first investment',
    emptyText: 'Browse the open opportunities and express your interest; your Client Success Manager will guide you from there.',
    emptyAction: 'View Opportunities',
  },
  investments: {
    title: 'My Investments',
    subtitle: 'The schemes you are enrolled in',
    emptyTitle: 'You have no investments yet',
    emptyText: 'When you are enrolled in a scheme it appears here with its value, payouts and documents.',
    emptyAction: 'Explore Opportunities',
  },
  opportunities: {
    title: 'Investment Opportunities',
    subtitle: 'Schemes open to you',
    emptyTitle: 'No open opportunities right now',
    emptyText: 'New schemes appear here as soon as they open. Your Client Success Manager can tell you what is coming.',
  },
} as const;

const kyc = {
  title: 'KYC Application',
  introTitle: 'Open your investor account',
  introText: 'Complete our Know Your Customer application. Once it is approved you will receive an e-mail with your login credentials.',
  introStepsHeading: 'What we will ask for',
  introTime: 'Takes about 10-15 minutes',
  introSaved: 'Your progress is saved on this device for 7 days (not your date of birth, ID or bank details)',
  introDocument: 'Have a photo or scan of your ID document ready',
  begin: 'Begin Application',
  steps: {
    personal: 'Personal Information',
    kycDetails: 'KYC Details',
    bank: 'Bank Details',
    nextOfKin: 'Next of Kin',
    terms: 'Terms & Conditions',
  },
  stepTitles: {
    personal: 'Personal Information',
    kycDetails: 'KYC Details',
    bank: 'Bank Details',
    nextOfKin: 'Next of Kin Details',
    terms: 'Terms & Disclaimer',
    review: 'Review your application',
  },
  stepDescriptions: {
    personal: 'Tell us who you are and how to reach you.',
    kycDetails: 'Your identity document and financial background.',
    bank: 'The account your payouts will be paid into.',
    nextOfKin: 'Someone we may contact on your behalf.',
    terms: 'Please read and accept before submitting.',
    review: 'Check every answer before you submit. Edit takes you back to that step.',
  },
  stepOf: 'Step {{step}} of {{total}}',
  percentComplete: '{{percent}}% complete',
  progressLabel: 'Application progress',
  submit: 'Submit Application',
  reviewApplication: 'Review Application',
  saveAndReview: 'Save and review',
  review: {
    step: 'Review',
    edit: 'Edit',
    editLabel: 'Edit {{step}}',
    accepted: 'Accepted',
    notAccepted: 'Not accepted',
    termsAccepted: 'Terms and conditions',
    disclaimerAccepted: 'Investment disclaimer',
  },
  dateOfBirthPlaceholder: 'DD/MM/YYYY',
  dateOfBirthHelp: 'Day, month and year: DD/MM/YYYY, e.g. 14/03/1980',
  restored: 'We restored the answers you saved on this device.',
  notKept:
    'For your security, your date of birth, ID document, passport numbers and bank details are not kept on this device: please enter them again.',
  cancelDialog: {
    title: 'Leave your application?',
    text: 'Your answers, except your date of birth, ID and bank details, are saved on this device for 7 days, so you can continue later. On a shared or public computer, discard them.',
    continue: 'Continue application',
    keep: 'Leave and keep answers',
    discard: 'Discard answers',
  },
  fields: {
    ...KYC_FIELD_LABELS,
    countryCode: 'Country code',
    phoneNumber: 'Phone number',
  },
  optional: 'Optional',
  choose: 'Select an option',
  sourceOfIncomeHelp: 'Choose every source that applies.',
  phoneHelp: 'Digits only, without the country code.',
  errors: {
    phoneDigits: 'Phone number must be 4 to 15 digits',
    dateOfBirthPast: 'Date of birth must be a past date after 1900',
    dateOfBirthFormat: 'Enter your date of birth as DD/MM/YYYY, e.g. 14/03/1980',
    sourceOfIncome: 'Please choose at least one source of income',
    invalidEmail: MESSAGES.invalidEmail,
    required: '{{field}} is required',
    idUpload: 'Please upload your ID document',
    invalidChoice: 'Please choose one of the options',
    idUploading: 'Please wait until the ID document has finished uploading',
    terms: MESSAGES.kycTermsRequired,
    disclaimer: MESSAGES.kycDisclaimerRequired,
  },
  upload: {
    choose: 'Upload ID document',
    replace: 'Replace file',
    hint: 'PDF, JPG, PNG, DOC or DOCX, up to {{size}} MB',
    uploading: 'Uploading {{name}}...',
    uploaded: 'Uploaded',
    progress: 'Upload progress',
    invalidType: MESSAGES.invalidFileType('{{file}}'),
    tooLarge: MESSAGES.fileTooLarge('{{file}}'),
    failed: MESSAGES.uploadFailed,
  },
  options: {
    ...KYC_OPTION_LABELS,
    country: labelsOf(COUNTRIES),
    sourceOfIncome: labelsOf(SOURCES_OF_INCOME),
    phoneCode: Object.fromEntries(PHONE_CODES.map(({ code, label }) => [code, `${code} ${label}`])) as Record<
      (typeof PHONE_CODES)[number]['code'],
      string
    >,
    notSelected: 'Not specified',
  },
  terms: {
    termsHeading: 'Terms and conditions',
    termsText:
      'I confirm that the information I have given is true and complete, and I agree that it may be used to verify my identity and to assess my application under applicable anti-money-laundering and know-your-customer rules.',
    termsAccept: 'I accept the terms and conditions',
    disclaimerHeading: 'Investment disclaimer',
    disclaimerText:
      'Investments carry risk. The value of an investment and the income from it can go down as well as up, past performance is no guide to future returns, and I may get back less than I invest.',
    disclaimerAccept: 'I have read and accept the disclaimer',
  },
  submittingTitle: 'Submitting Your Application',
  submittingText: 'Submitting your KYC application...',
  successTitle: 'Application Submitted Successfully',
  successText:
    'Thank you. Our team will review your application; once it is approved you will receive an e-mail with your login credentials.',
  returnHome: 'Return to Home',
  submissionFailed: 'Submission Failed',
  submissionFailedText: 'Failed to submit KYC application. Please try again.',
} as const;

const forgotPassword = {
  title: 'Forgot password',
  subtitle: 'Enter your username and we will ask an administrator to reset your password.',
  form: 'Request a password reset',
  username: 'Username',
  submit: 'REQUEST PASSWORD RESET',
  enterUsername: MESSAGES.enterUsername,
  failedTitle: 'Request Failed',
  failed: 'Unable to process your request',
  submittedTitle: 'Request Submitted',
  submittedText: `Your request has been sent to the administrators. They will e-mail you a new temporary password, which may take up to ${RESET_TURNAROUND_HOURS} hours.`,
  returnToLogin: 'RETURN TO LOGIN',
} as const;

const changePassword = {
  title: 'Change password',
  subtitle: 'Your password must be changed before you continue.',
  form: 'Change password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  requirementsHeading: 'Your password must contain:',
  requirements: {
    length: PASSWORD_REQUIREMENTS[0],
    uppercase: PASSWORD_REQUIREMENTS[1],
    lowercase: PASSWORD_REQUIREMENTS[2],
    number: PASSWORD_REQUIREMENTS[3],
    special: PASSWORD_REQUIREMENTS[4],
  },
  met: 'met',
  notMet: 'not met',
  submit: 'CHANGE PASSWORD',
  submitting: 'CHANGING PASSWORD',
  note: `Having trouble? Contact your ${SUPPORT_CONTACT}.`,
  fillAllFields: MESSAGES.fillAllFields,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  passwordTooShort: MESSAGES.passwordTooShort8Long,
  weakTitle: MESSAGES.weakPasswordTitle,
  weak: MESSAGES.weakPassword,
  failedTitle: 'Failed to Change Password',
  failed: 'Please try again',
  changed: 'Your password has been changed successfully',
} as const;

const invitation = {
  title: 'Accept Invitation',
  subtitle: 'Create your back-office account.',
  form: 'Accept invitation',
  loading: 'Loading invitation...',
  invalidTitle: 'Invalid Invitation',
  invalidText: MESSAGES.invitationNotFound,
  usedTitle: 'Invitation Already Used',
  usedText: 'This invitation has already been accepted. Log in with the account it created.',
  email: 'E-mail',
  emailHelp: 'The address your invitation was sent to.',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHelp: 'At least 8 characters.',
  submit: 'ACCEPT INVITATION',
  submitting: 'CREATING ACCOUNT...',
  fillAllFields: MESSAGES.fillAllFields,
  usernameTooShort: MESSAGES.usernameTooShort,
  usernameTooLong: MESSAGES.usernameTooLong,
  usernameInvisible: MESSAGES.usernameInvisible,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  passwordTooShort: MESSAGES.passwordTooShort8Long,
  failed: 'Failed to accept invitation',
  accepted: MESSAGES.invitationAccepted,
} as const;

export const en = {
  common,
  session,
  auth,
  setup,
  layout,
  nav,
  pages,
  kyc,
  forgotPassword,
  changePassword,
  invitation,
  assets,
  profile,
  tickets,
  feeds,
  activityFeed,
  dashboard,
  investments,
  notifications,
  opportunities,
  scheme,
  passkeys,
  security,
  sessions,
  stepUp,
  sso,
  status,
} as const;

/** The catalog with the namespaces its pages add when they load (i18n/statements.ts, i18n/sharia.ts). */
export type Catalog = typeof en & { statements: typeof statements; sharia: typeof sharia };
