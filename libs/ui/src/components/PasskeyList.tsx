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
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { formatDate, identityProof, PASSKEY_NAME_MAX, type IdentityProof, type PasskeyView } from '@fund/contracts';

import { isPasskeyPromptClosed } from '../webauthn';

/** What removing a passkey is confirmed with. */

/** A notice for the app to show its way (the portal's toast, the back office's notification). */
export interface PasskeyNotice {
  severity: 'success' | 'error';
  title: string;
  description: string;
}

/** The section's words, already translated by the app's catalog. */
export interface PasskeyListTexts {
  title: string;
  text: string;
  none: string;
  listLabel: string;
  added: (at: string) => string;
  lastUsed: (at: string) => string;
  neverUsed: string;
  add: string;
  nameLabel: string;
  nameHelp: string;
  nameRequired: string;
  create: string;
  cancel: string;
  save: string;
  rename: string;
  renameNamed: (name: string) => string;
  renameTitle: string;
  remove: string;
  removeNamed: (name: string) => string;
  removeTitle: (name: string) => string;
  proofText: string;
  proofLabel: string;
  addedTitle: string;
  addedText: (name: string) => string;
  removedText: string;
  codesTitle: string;
  codesText: string;
  codesLabel: string;
  saved: string;
  cancelled: string;
  unsupported: string;
  failed: string;
  loading: string;
}

export interface PasskeyListProps {
  /** The user's passkeys; undefined while loading. */
  passkeys: PasskeyView[] | undefined;
  /** The app's error state, shown instead of the list when it could not be loaded. */
  error?: ReactNode;
  texts: PasskeyListTexts;
  /** Options from the server, the browser's prompt, then the new passkey with its name. */
  onAdd: (name: string) => Promise<{ passkey: { name: string }; recoveryCodes: string[] | null }>;
  onRename: (id: string, name: string) => Promise<unknown>;
  onRemove: (id: string, proof: IdentityProof) => Promise<unknown>;
  /** The server's words for a failure, else `fallback`. */
  errorMessage: (error: unknown, fallback: string) => string;
  notify: (notice: PasskeyNotice) => void;
  /** Whether this browser can make a passkey (the app's WebAuthn helper); asked before `onAdd`. */
  supportsPasskeys?: () => boolean | Promise<boolean>;
  sx?: SxProps<Theme>;
}

const nameIsValid = (name: string) => name.trim().length > 0 && name.trim().length <= PASSKEY_NAME_MAX;

/**
 * The user's passkeys (issue 25 item 2): each with when it was added and last used, rename, remove behind
 * the password or a current code, and adding one by name, with the recovery codes shown once when the
 * answer carries them. The app reads and writes through the callbacks.
 */
export function PasskeyList({
  passkeys,
  error,
  texts,
  onAdd,
  onRename,
  onRemove,
  errorMessage,
  notify,
  supportsPasskeys,
  sx,
}: PasskeyListProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

  const fail = (failure: unknown) => notify({ severity: 'error', title: texts.failed, description: errorMessage(failure, texts.failed) });

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!nameIsValid(trimmed)) {
      setNameError(texts.nameRequired);
      return;
    }
    setBusy(true);
    try {
      if (supportsPasskeys && !(await supportsPasskeys())) {
        setNameError(texts.unsupported);
        return;
      }
      const added = await onAdd(trimmed);
      setAdding(false);
      setName('');
      setCodes(added.recoveryCodes);
      notify({ severity: 'success', title: texts.addedTitle, description: texts.addedText(added.passkey.name) });
    } catch (failure) {
      if (isPasskeyPromptClosed(failure)) setNameError(texts.cancelled);
      else fail(failure);
    } finally {
      setBusy(false);
    }
  }

  let list;
  if (error) list = error;
  else if (!passkeys) {
    list = (
      <Box role="status" aria-label={texts.loading} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  } else if (passkeys.length === 0) list = <Typography variant="body2">{texts.none}</Typography>;
  else {
    list = (
      <Stack component="ul" aria-label={texts.listLabel} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {passkeys.map((passkey) => (
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
                {texts.added(formatDate(passkey.createdAt))} ·{' '}
                {passkey.lastUsedAt ? texts.lastUsed(formatDate(passkey.lastUsedAt)) : texts.neverUsed}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button size="small" aria-label={texts.renameNamed(passkey.name)} onClick={() => setRenaming(passkey)}>
                {texts.rename}
              </Button>
              <Button size="small" color="error" aria-label={texts.removeNamed(passkey.name)} onClick={() => setRemoving(passkey)}>
                {texts.remove}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={sx}>
      <Typography id={titleId} variant="h2" gutterBottom>
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.text}
      </Typography>
      {codes && (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button onClick={() => setCodes(null)}>{texts.saved}</Button>}>
          <Typography sx={{ fontWeight: 600 }}>{texts.codesTitle}</Typography>
          <Typography variant="body2">{texts.codesText}</Typography>
          <Box
            component="ul"
            aria-label={texts.codesLabel}
            sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', columns: 2, fontFamily: 'monospace' }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
        </Alert>
      )}
      {list}
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
            label={texts.nameLabel}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? texts.nameHelp}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            autoFocus
            size="small"
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={busy}>
            {texts.create}
          </Button>
          <Button onClick={() => setAdding(false)} disabled={busy}>
            {texts.cancel}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<KeyOutlined />} sx={{ mt: 2 }} onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
      )}
      {renaming && (
        <RenameDialog
          passkey={renaming}
          texts={texts}
          onClose={() => setRenaming(null)}
          onSave={(newName) => onRename(renaming.id, newName).then(() => setRenaming(null), fail)}
        />
      )}
      {removing && (
        <RemoveDialog
          passkey={removing}
          texts={texts}
          onClose={() => setRemoving(null)}
          onRemove={(proof) =>
            onRemove(removing.id, proof).then(() => {
              setRemoving(null);
              notify({ severity: 'success', title: texts.remove, description: texts.removedText });
            }, fail)
          }
        />
      )}
    </Box>
  );
}

interface DialogProps {
  passkey: PasskeyView;
  texts: PasskeyListTexts;
  onClose: () => void;
}

function RenameDialog({ passkey, texts, onClose, onSave }: DialogProps & { onSave: (name: string) => Promise<void> }) {
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const invalid = !nameIsValid(name);
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
        <DialogTitle>{texts.renameTitle}</DialogTitle>
        <DialogContent>
          <TextField
            label={texts.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid}
            helperText={invalid ? texts.nameRequired : ' '}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={invalid}>
            {texts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ passkey, texts, onClose, onRemove }: DialogProps & { onRemove: (proof: IdentityProof) => Promise<void> }) {
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
          void onRemove(identityProof(proof)).finally(() => setBusy(false));
        }}
      >
        <DialogTitle>{texts.removeTitle(passkey.name)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{texts.proofText}</DialogContentText>
          <TextField
            label={texts.proofLabel}
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
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy} disabled={!proof}>
            {texts.remove}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
