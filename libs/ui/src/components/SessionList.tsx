import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';

/** One signed-in session as the list draws it (the API's SessionView). */
export interface SessionListItem {
  /** The session's public id (never its cookie value). */
  id: string;
  /** 'Chrome 131 on Windows 10'; null: the session has no device information. */
  device: string | null;
  system: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The list's words, already translated by the app's catalog. */
export interface SessionListTexts {
  listLabel: string;
  unknownDevice: string;
  thisDevice: string;
  unknownAddress: string;
  started: (at: string) => string;
  lastSeen: (at: string) => string;
  signOut: string;
  /** The Sign out button's accessible name: 'Sign out Chrome 131 on Windows 10'. */
  signOutNamed: (device: string) => string;
  signOutOthers: string;
  /** Shown when the current session is the only one. */
  onlyThisOne: string;
  confirmOneTitle: string;
  confirmOneText: (device: string) => string;
  confirmOthersTitle: string;
  confirmOthersText: string;
  cancel: string;
}

export interface SessionListProps {
  sessions: SessionListItem[];
  texts: SessionListTexts;
  /** An ISO time as the app writes it ('Nov 27, 2026, 18:42'). */
  formatTime: (iso: string) => string;
  /**
   * Ends one session (its id) or every one but the current (`'others'`), after the user confirmed;
   * the dialog stays open, its button busy, until the promise settles. Without it nothing can be ended.
   */
  onEnd?: (target: string) => Promise<unknown>;
}

const PHONE_SYSTEMS = /^(iOS|Android|iPadOS)/;

function DeviceIcon({ session }: { session: SessionListItem }) {
  const sx = { color: 'primary.main', fontSize: 28 };
  if (!session.device) return <DevicesOutlined sx={sx} aria-hidden />;
  return PHONE_SYSTEMS.test(session.system ?? '') ? <SmartphoneOutlined sx={sx} aria-hidden /> : <LaptopOutlined sx={sx} aria-hidden />;
}

/**
 * Where a user is signed in (issue 25 item 6): each session's device, address, start and last request,
 * the current one marked "This device", a Sign out for each other one and "Sign out everywhere else",
 * each behind a confirmation. Presentational: the app reads and ends the sessions and toasts the result.
 */
export function SessionList({ sessions, texts, formatTime, onEnd }: SessionListProps) {
  // What the dialog asks about; kept while it closes so its words do not change during the transition.
  const [target, setTarget] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const titleId = useId();
  const textId = useId();
  const others = sessions.filter((session) => !session.current);
  const name = (session: SessionListItem) => session.device ?? texts.unknownDevice;
  const chosen = sessions.find((session) => session.id === target);

  const ask = (id: string) => {
    setTarget(id);
    setOpen(true);
  };

  const confirm = () => {
    if (!onEnd || !target) return;
    setEnding(true);
    onEnd(target)
      .catch(() => undefined) // the app toasts a failure
      .finally(() => {
        setEnding(false);
        setOpen(false);
      });
  };

  return (
    <Box>
      <Box component="ul" aria-label={texts.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sessions.map((session) => (
          <Box
            component="li"
            key={session.id}
            sx={{
              display: 'flex',
              alignItems: { xs: 'flex-start', sm: 'center' },
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              gap: 2,
              py: 2,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <DeviceIcon session={session} />
            {/* On a phone the text takes the row beside the icon and Sign out wraps below it. */}
            <Box sx={{ flex: { xs: '1 1 calc(100% - 44px)', sm: '1 1 auto' }, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name(session)}
                </Typography>
                {session.current && (
                  <Chip size="small" color="success" variant="outlined" label={texts.thisDevice} sx={{ fontWeight: 600 }} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {session.address ?? texts.unknownAddress}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.started(formatTime(session.startedAt))}
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {' · '}
                </Box>
                <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                  {texts.lastSeen(formatTime(session.lastSeenAt))}
                </Box>
              </Typography>
            </Box>
            {onEnd && !session.current && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                onClick={() => ask(session.id)}
                aria-label={texts.signOutNamed(name(session))}
                sx={{ flexShrink: 0, marginInlineStart: { xs: 5.5, sm: 0 } }}
              >
                {texts.signOut}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {onEnd && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
          {others.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ marginInlineEnd: 'auto' }}>
              {texts.onlyThisOne}
            </Typography>
          ) : (
            <Button variant="outlined" color="error" onClick={() => ask('others')}>
              {texts.signOutOthers}
            </Button>
          )}
        </Box>
      )}
      <Dialog
        open={open}
        onClose={() => !ending && setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{target === 'others' ? texts.confirmOthersTitle : texts.confirmOneTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {target === 'others' ? texts.confirmOthersText : texts.confirmOneText(chosen ? name(chosen) : texts.unknownDevice)}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={ending} autoFocus>
            {texts.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} loading={ending}>
            {target === 'others' ? texts.signOutOthers : texts.signOut}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
