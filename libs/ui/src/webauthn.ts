// Issue 25: what the apps make of a failed WebAuthn prompt (@simplewebauthn/browser). No MUI here: the
// login screen, on the portal's first page, reads it.

/** The browser's refusal or timeout (the user closed the passkey prompt): said kindly, not as a failure of ours. */
export function isPasskeyPromptClosed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
