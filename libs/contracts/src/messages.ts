// User-facing texts the spec fixes. Server and UIs use the same words.

export const MESSAGES = {
  // spec/000 §5
  enterUsernameAndPassword: 'Please enter username and password',
  invalidOtpFormat: 'Please enter a valid 6-digit code',
  sessionExpired: 'Session expired. Please log in again.',
  enterUsername: 'Please enter your username',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort8Long: 'Password must be at least 8 characters long',
  weakPasswordTitle: 'Weak Password',
  weakPassword: 'Password must contain uppercase, lowercase, number, and special character',
  subjectTooShort: 'Subject must be at least 5 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  // spec/000 §8
  invalidCredentials: 'Invalid credentials',
  invalidOtp: 'Invalid or expired OTP code',
  schemeNotFound: 'Scheme not found',
  // spec/001 §5
  invalidEmail: 'Invalid email address',
  fullNameRequired: 'Full name is required',
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort8: 'Password must be at least 8 characters',
  currentPasswordRequired: 'Current password is required',
  passwordTooShort6: 'Password must be at least 6 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  selectUser: 'Please select a user',
  ownRoleChange: 'You cannot change your own super admin role',
  investorRequired: 'Investor is required',
  schemeRequired: 'Scheme is required',
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  descriptionRequired: 'Description is required',
  amountRequired: 'Amount is required',
  enrollmentRequired: 'Enrollment is required',
  payoutAmountPositive: 'Payout amount must be greater than 0',
  payoutDateRequired: 'Payout date is required',
  assetRequired: 'Asset is required',
  notesRequired: 'Notes are required',
  imageUrlRequired: 'Image URL is required',
  buttonTextRequired: 'Button text is required',
  invalidUrl: 'Must be a valid URL',
  invalidFileType: (file: string) => `Invalid file type: ${file}`,
  fileTooLarge: (file: string) => `File too large: ${file}`,
  // platform
  passwordChangeRequired: 'Password change required',
  authenticationRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  internalError: 'Something went wrong. Please try again.',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  jsonRequired: 'Request body must be JSON (Content-Type: application/json)',
  foreignOrigin: 'Cross-origin request refused',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  uploadUrlInvalid: 'Upload URL is invalid or has expired',
  uploadAlreadyUsed: 'This upload URL has already been used',
} as const;

/** Brand texts used by the e-mails and both UIs. */
export const PRODUCT_NAME = 'Sharia Fund Platform';
export const SUPPORT_CONTACT = 'Client Success Manager';
export const SUPPORT_LINE = `Need help? Reach out to your ${SUPPORT_CONTACT}.`;
