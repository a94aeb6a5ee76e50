// Step-up: "confirm it is you" before a change that matters (issue 25 item 5).
export const stepUp = {
  title: 'Confirm it is you',
  intro: 'This change needs a fresh code. What you entered is kept: it is saved as soon as you confirm.',
  totpPrompt: 'Enter the 6-digit code from your authenticator app.',
  emailPrompt: 'We have e-mailed you a 6-digit confirmation code. It expires in 10 minutes.',
  recoveryPrompt: 'Enter one of your recovery codes (like abcd-1234). Each works once.',
  codeLabel: '6-digit code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useCode: 'Use the code from the app',
  resend: 'Send a new code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  starting: 'Preparing your code…',
  required: 'Enter the code to confirm',
  failed: 'We could not confirm it is you. Please try again.',
};
