/** Step-up: "confirm it is you" before a change that matters (issue 25 item 5; StepUpHost). */
export const step_up = {
  title: 'Confirm it is you',
  intro: 'This change needs a fresh code. What you entered is kept: it is saved as soon as you confirm.',
  totp_prompt: 'Enter the 6-digit code from your authenticator app.',
  email_prompt: 'We have e-mailed you a 6-digit confirmation code. It expires in 10 minutes.',
  recovery_prompt: 'Enter one of your recovery codes (like abcd-1234). Each works once.',
  code_label: '6-digit code',
  recovery_label: 'Recovery code',
  use_recovery: 'Use a recovery code',
  use_code: 'Use the code from the app',
  resend: 'Send a new code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  starting: 'Preparing your code…',
  required: 'Enter the code to confirm',
  failed: 'We could not confirm it is you. Please try again.',
};
