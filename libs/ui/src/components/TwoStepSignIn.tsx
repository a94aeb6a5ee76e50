import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';

import { identityProof, type IdentityProof } from '@fund/contracts';

import { PasswordField } from './PasswordField';

/** The user's second factors as the section draws them (the API's SecondFactorsView). */
export interface TwoStepStatus {
  authenticatorApp: boolean;
  recoveryCodesLeft: number;
  /** Passkeys are the other second factor: with one, two-step sign-in is on without the app. */
  passkeys: number;
}

/** A new authenticator app's secret, shown while enrolling (the API's AuthenticatorEnrolment). */
export interface TwoStepEnrolment {
  secret: string;
  qrCode: string;
}

/** What removing the app or making new codes is confirmed with. */

/** The section's words, already translated by the app's catalog. */
export interface TwoStepSignInTexts {
  title: string;
  text: string;
  on: string;
  onPasskey: string;
  off: string;
  offText: string;
  codesLeft: (count: number) => string;
  setUp: string;
  scanTitle: string;
  qrAlt: string;
  keyTitle: string;
  codeLabel: string;
  confirm: string;
  cancel: string;
  codesTitle: string;
  codesText: string;
  codesLabel: string;
  copy: string;
  copied: string;
  download: string;
  saved: string;
  regenerate: string;
  remove: string;
  proofRegenerateTitle: string;
  proofRemoveTitle: string;
  proofText: string;
  proofLabel: string;
  showPassword: string;
  hidePassword: string;
  codeFormat: string;
  failed: string;
}

export interface TwoStepSignInProps {
  /** Undefined while loading. */
  status: TwoStepStatus | undefined;
  texts: TwoStepSignInTexts;
  onStart: () => Promise<TwoStepEnrolment>;
  onConfirm: (code: string) => Promise<{ recoveryCodes: string[] }>;
  onRegenerate: (proof: IdentityProof) => Promise<{ recoveryCodes: string[] }>;
  onRemove: (proof: IdentityProof) => Promise<unknown>;
  /** The server's words for a failure, else `fallback`. */
  errorMessage: (error: unknown, fallback: string) => string;
  /** After the recovery codes were acknowledged (a forced enrolment moves on). */
  onSaved?: () => void;
  /** The name of the downloaded recovery codes file. */
  fileName?: string;
}

type Stage = { kind: 'idle' } | { kind: 'enrolling'; enrolment: TwoStepEnrolment } | { kind: 'codes'; codes: string[] };
type Proving = 'regenerate' | 'remove' | null;

const SIX_DIGITS = /^\d{6}$/;
const groupsOf4 = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-step sign-in (issue 25 item 6): the status, setting up an authenticator app (its QR code, the key
 * in text, a code to confirm), the recovery codes shown once (copy, download as .txt), new codes and
 * removal behind the password or a current code. The app reads and writes through the callbacks.
 */
export function TwoStepSignIn({
  status,
  texts,
  onStart,
  onConfirm,
  onRegenerate,
  onRemove,
  errorMessage,
  onSaved,
  fileName,
}: TwoStepSignInProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const [proving, setProving] = useState<Proving>(null);
  const [proof, setProof] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const titleId = useId();
  const proofTitleId = useId();

  async function run<T>(work: () => Promise<T>, onError: (message: string) => void): Promise<T | undefined> {
    setBusy(true);
    try {
      return await work();
    } catch (failure) {
      onError(errorMessage(failure, texts.failed));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const start = async () => {
    setError(null);
    const enrolment = await run(onStart, setError);
    if (enrolment) {
      setCode('');
      setStage({ kind: 'enrolling', enrolment });
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setError(texts.codeFormat);
      return;
    }
    setError(null);
    const answer = await run(() => onConfirm(code), setError);
    if (answer) setStage({ kind: 'codes', codes: answer.recoveryCodes });
    else setCode('');
  };

  const prove = async (event: FormEvent) => {
    event.preventDefault();
    if (!proving || !proof) return;
    const given = identityProof(proof);
    setProofError(null);
    const answer = await run(async () => (proving === 'regenerate' ? onRegenerate(given) : (await onRemove(given), null)), setProofError);
    if (answer === undefined) return;
    setProving(null);
    setProof('');
    if (answer) setStage({ kind: 'codes', codes: answer.recoveryCodes });
  };

  const codesText = (codes: string[]) => `${codes.join('\n')}\n`;
  const copy = (codes: string[]) =>
    void navigator.clipboard?.writeText(codesText(codes)).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const download = (codes: string[]) => {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const saved = () => {
    setStage({ kind: 'idle' });
    setCopied(false);
    onSaved?.();
  };

  let body;
  if (stage.kind === 'enrolling') {
    const { enrolment } = stage;
    body = (
      <Box component="form" onSubmit={confirm} noValidate aria-label={texts.setUp}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt={texts.qrAlt}
            sx={{ width: 184, height: 184, p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}
          />
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {texts.scanTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {texts.keyTitle}
            </Typography>
            <Typography
              component="code"
              data-testid="totp-secret"
              sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', userSelect: 'all' }}
            >
              {groupsOf4(enrolment.secret)}
            </Typography>
            <TextField
              label={texts.codeLabel}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              autoComplete="one-time-code"
              error={error !== null}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ mt: 2, width: '100%', maxWidth: 260 }}
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => setStage({ kind: 'idle' })} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {texts.confirm}
          </Button>
        </Box>
      </Box>
    );
  } else if (stage.kind === 'codes') {
    const { codes } = stage;
    body = (
      <Box>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>{texts.codesTitle}</strong> {texts.codesText}
        </Alert>
        <Box
          component="ul"
          aria-label={texts.codesLabel}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
            fontFamily: 'monospace',
            fontSize: '1rem',
            bgcolor: 'action.hover',
            borderRadius: 2,
          }}
        >
          {codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="outlined" onClick={() => copy(codes)}>
            {copied ? texts.copied : texts.copy}
          </Button>
          <Button variant="outlined" onClick={() => download(codes)}>
            {texts.download}
          </Button>
          <Button variant="contained" onClick={saved}>
            {texts.saved}
          </Button>
        </Box>
      </Box>
    );
  } else if (status) {
    const on = status.authenticatorApp || status.passkeys > 0;
    body = (
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <PhonelinkLockOutlined sx={{ color: 'primary.main', fontSize: 28 }} aria-hidden />
          <Chip label={status.authenticatorApp ? texts.on : on ? texts.onPasskey : texts.off} color={on ? 'success' : 'default'} />
          <Typography variant="body2" color="text.secondary">
            {on ? texts.codesLeft(status.recoveryCodesLeft) : texts.offText}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
          {status.authenticatorApp ? (
            <>
              <Button variant="outlined" onClick={() => setProving('regenerate')}>
                {texts.regenerate}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setProving('remove')}>
                {texts.remove}
              </Button>
            </>
          ) : (
            <>
              {on && (
                <Button variant="outlined" onClick={() => setProving('regenerate')}>
                  {texts.regenerate}
                </Button>
              )}
              <Button variant="contained" onClick={() => void start()} loading={busy}>
                {texts.setUp}
              </Button>
            </>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h2" id={titleId}>
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {texts.text}
      </Typography>
      {body}
      <Dialog open={proving !== null} onClose={() => !busy && setProving(null)} aria-labelledby={proofTitleId}>
        <Box component="form" onSubmit={prove} noValidate>
          <DialogTitle id={proofTitleId}>{proving === 'remove' ? texts.proofRemoveTitle : texts.proofRegenerateTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{texts.proofText}</DialogContentText>
            <PasswordField
              label={texts.proofLabel}
              value={proof}
              onChange={(event) => setProof(event.target.value)}
              autoComplete="current-password"
              error={proofError !== null}
              helperText={proofError ?? ' '}
              showLabel={texts.showPassword}
              hideLabel={texts.hidePassword}
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setProving(null)} disabled={busy}>
              {texts.cancel}
            </Button>
            <Button type="submit" variant="contained" color={proving === 'remove' ? 'error' : 'primary'} disabled={!proof} loading={busy}>
              {proving === 'remove' ? texts.remove : texts.regenerate}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
