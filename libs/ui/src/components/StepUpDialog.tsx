import KeyOutlined from '@mui/icons-material/KeyOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  TextField,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';

import type { StepUpStartAnswer } from '@fund/contracts';

import { isPasskeyPromptClosed } from '../webauthn';

// Issue 25 item 5: a change that matters answered 401 STEP_UP_REQUIRED. Each app's API client asks its
// step-up gate (stepUp.ts), which opens this dialog over the form (so what the user typed stays), and
// sends the request again once the code was right.

/** The dialog's words, already translated by the app's catalog. */
export interface StepUpTexts {
  title: string;
  intro: string;
  totpPrompt: string;
  emailPrompt: string;
  recoveryPrompt: string;
  /** A user with passkeys and no authenticator app: a passkey, or a recovery code. */
  passkeyPrompt: string;
  codeLabel: string;
  recoveryLabel: string;
  useRecovery: string;
  useCode: string;
  usePasskey: string;
  /** The browser's passkey prompt was closed or timed out. */
  passkeyCancelled: string;
  resend: string;
  confirm: string;
  cancel: string;
  starting: string;
  /** An empty code. */
  required: string;
}

export interface StepUpDialogProps {
  open: boolean;
  texts: StepUpTexts;
  /** POST /api/step-up/start. */
  start: () => Promise<StepUpStartAnswer>;
  /** POST /api/step-up with the code; rejects with the server's refusal. */
  confirm: (code: string) => Promise<unknown>;
  /**
   * The browser answers the start's passkey options (navigator.credentials.get), then POST
   * /api/step-up/passkey; rejects with the browser's NotAllowedError when its prompt was closed, or the
   * server's refusal. Without it no passkey is offered.
   */
  confirmPasskey?: (options: Record<string, unknown>) => Promise<unknown>;
  /** The server's words for a failure. */
  messageOf: (error: unknown) => string;
  /** true once confirmed; false when cancelled. */
  onClose: (confirmed: boolean) => void;
}

export function StepUpDialog({ open, texts, start, confirm, confirmPasskey, messageOf, onClose }: StepUpDialogProps) {
  const [method, setMethod] = useState<StepUpStartAnswer | undefined>();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const begin = () => {
    setMethod(undefined);
    setError(undefined);
    start().then(setMethod, (failure: unknown) => setError(messageOf(failure)));
  };

  // With passkeys and no app, the only code is a recovery code.
  const passkeyOnly = method?.method === 'passkey';
  const recoveryField = recovery || passkeyOnly;

  const answerWithPasskey = () => {
    const options = method?.passkeyOptions;
    if (!options || !confirmPasskey) return;
    setBusy(true);
    setError(undefined);
    confirmPasskey(options).then(
      () => {
        setBusy(false);
        onClose(true);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(isPasskeyPromptClosed(failure) ? texts.passkeyCancelled : messageOf(failure));
        // Each challenge answers once: the next try needs new options.
        start().then(setMethod, (again: unknown) => setError(messageOf(again)));
      },
    );
  };

  useEffect(() => {
    if (!open) return;
    setRecovery(false);
    setCode('');
    begin();
    // Each opening asks the server once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(texts.required);
      return;
    }
    setBusy(true);
    setError(undefined);
    confirm(code.trim()).then(
      () => {
        setBusy(false);
        onClose(true);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(messageOf(failure));
      },
    );
  };

  const prompt = passkeyOnly
    ? texts.passkeyPrompt
    : recovery
      ? texts.recoveryPrompt
      : method?.method === 'email'
        ? texts.emailPrompt
        : texts.totpPrompt;
  return (
    <Dialog open={open} onClose={() => !busy && onClose(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <VerifiedUserOutlined color="primary" aria-hidden />
          {texts.title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texts.intro}</DialogContentText>
          {!method && !error ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
              <CircularProgress size={20} aria-hidden />
              {texts.starting}
            </Box>
          ) : null}
          {method ? (
            <>
              <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>{prompt}</DialogContentText>
              {method.passkeyOptions && confirmPasskey ? (
                <Button variant="outlined" startIcon={<KeyOutlined />} onClick={answerWithPasskey} disabled={busy} fullWidth sx={{ mb: 2 }}>
                  {texts.usePasskey}
                </Button>
              ) : null}
              <TextField
                key={recoveryField ? 'recovery' : 'code'}
                autoFocus={!passkeyOnly}
                fullWidth
                label={recoveryField ? texts.recoveryLabel : texts.codeLabel}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(error)}
                slotProps={{
                  htmlInput: recoveryField
                    ? { autoComplete: 'off', spellCheck: false, maxLength: 9 }
                    : { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' },
                }}
              />
              <Box sx={{ display: 'flex', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
                {method.recoveryCodes && !passkeyOnly ? (
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() => {
                      setRecovery(!recovery);
                      setCode('');
                      setError(undefined);
                    }}
                  >
                    {recovery ? texts.useCode : texts.useRecovery}
                  </Link>
                ) : null}
                {method.method === 'email' ? (
                  <Link component="button" type="button" variant="body2" onClick={begin}>
                    {texts.resend}
                  </Link>
                ) : null}
              </Box>
            </>
          ) : null}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !method}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
