import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, PASSKEY_NAME_MAX, type PasskeyView } from '@fund/contracts';
import { ErrorState } from '@fund/ui';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { usePasskeyActions, usePasskeys } from '../api/passkeys';
import type { IdentityProof } from '../api/secondFactors';

const proofOf = (value: string): IdentityProof => (/^\d{6}$/.test(value.trim()) ? { code: value.trim() } : { password: value });
/** The browser's refusal or timeout (the user closed the prompt): said kindly, not as a failure of ours. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Profile > Security: the user's passkeys (issue 25 item 2), next to the authenticator app. */
export function PasskeysSection() {
  const { t } = useTranslation('passkeys');
  const { toast } = useToast();
  const titleId = useId();
  const list = usePasskeys();
  const actions = usePasskeyActions();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

  const fail = (error: unknown) => toast({ title: t('failed'), description: getServerMessage(error, t('failed')), severity: 'error' });

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > PASSKEY_NAME_MAX) {
      setNameError(t('nameRequired'));
      return;
    }
    if (!browserSupportsWebAuthn()) {
      setNameError(t('unsupported'));
      return;
    }
    try {
      const added = await actions.add.mutateAsync(trimmed);
      setAdding(false);
      setName('');
      setCodes(added.recoveryCodes);
      toast({ title: t('addedTitle'), description: t('addedText', { name: added.passkey.name }), severity: 'success' });
    } catch (error) {
      if (cancelled(error)) setNameError(t('cancelled'));
      else fail(error);
    }
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('text')}
      </Typography>
      {codes && (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button onClick={() => setCodes(null)}>{t('saved')}</Button>}>
          <Typography sx={{ fontWeight: 600 }}>{t('codesTitle')}</Typography>
          <Typography variant="body2">{t('codesText')}</Typography>
          <Box
            component="ul"
            aria-label={t('codesLabel')}
            sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', columns: 2, fontFamily: 'monospace' }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
        </Alert>
      )}
      {list.isError ? (
        <ErrorState
          message={getServerMessage(list.error, t('loadFailed'))}
          retryLabel={t('tryAgain', { ns: 'common' })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <Box role="status" aria-label={t('loading')} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : list.data.passkeys.length === 0 ? (
        <Typography variant="body2">{t('none')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('listLabel')} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.data.passkeys.map((passkey) => (
            <Stack
              component="li"
              key={passkey.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <KeyOutlined aria-hidden sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('added', { at: formatDate(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt ? t('lastUsed', { at: formatDate(passkey.lastUsedAt) }) : t('neverUsed')}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button size="small" aria-label={t('renameNamed', { name: passkey.name })} onClick={() => setRenaming(passkey)}>
                  {t('rename')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('removeNamed', { name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                >
                  {t('remove')}
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {adding ? (
        <Stack
          component="form"
          noValidate
          onSubmit={add}
          spacing={1.5}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('nameLabel')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? t('nameHelp')}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            autoFocus
            size="small"
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={actions.add.isPending}>
            {t('create')}
          </Button>
          <Button onClick={() => setAdding(false)} disabled={actions.add.isPending}>
            {t('cancel')}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<KeyOutlined />} sx={{ mt: 2 }} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      )}
      {renaming && (
        <RenameDialog
          passkey={renaming}
          onClose={() => setRenaming(null)}
          onSave={(newName) =>
            actions.rename.mutateAsync({ id: renaming.id, name: newName }).then(
              () => setRenaming(null),
              (error: unknown) => fail(error),
            )
          }
        />
      )}
      {removing && (
        <RemoveDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemove={(proof) =>
            actions.remove.mutateAsync({ id: removing.id, proof }).then(
              () => {
                setRemoving(null);
                toast({ title: t('remove'), description: t('removedText'), severity: 'success' });
              },
              (error: unknown) => fail(error),
            )
          }
        />
      )}
    </Box>
  );
}

function RenameDialog({
  passkey,
  onClose,
  onSave,
}: {
  passkey: PasskeyView;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation('passkeys');
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const invalid = !name.trim() || name.trim().length > PASSKEY_NAME_MAX;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (invalid) return;
          setBusy(true);
          void onSave(name.trim()).finally(() => setBusy(false));
        }}
      >
        <DialogTitle>{t('renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('nameLabel')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid}
            helperText={invalid ? t('nameRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={invalid}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RemoveDialog({
  passkey,
  onClose,
  onRemove,
}: {
  passkey: PasskeyView;
  onClose: () => void;
  onRemove: (proof: IdentityProof) => Promise<void>;
}) {
  const { t } = useTranslation('passkeys');
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!proof) return;
          setBusy(true);
          void onRemove(proofOf(proof)).finally(() => setBusy(false));
        }}
      >
        <DialogTitle>{t('removeTitle', { name: passkey.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('proofText')}</DialogContentText>
          <TextField
            label={t('proofLabel')}
            type="password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            autoComplete="current-password"
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy} disabled={!proof}>
            {t('remove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
