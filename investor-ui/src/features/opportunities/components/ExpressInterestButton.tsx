import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../../../i18n/sharia';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage, isApiError } from '../../../lib/apiClient';
import { useMe } from '../../../lib/session';
import { useShariaGate } from '../../../lib/sharia';
import { isShariaRefusal, useExpressInterest, useInterestSent } from '../api/expressInterest';

type Props = { schemeId: string; schemeName: string } & Pick<ButtonProps, 'size' | 'fullWidth' | 'variant'>;

/**
 * Express Interest (spec/000 §2, §7): one POST, its toast, and "Interest Registered" once sent. Whether
 * it was sent comes from the investor's open expressions on the server, so it holds after a reload.
 * A scheme whose Sharia certificate gates it (issue 24) shows the reason under the button: disabled
 * when the fund refuses, a confirmation with the warning when it only warns; the server's refusal is
 * shown the same way should it still come.
 */
export function ExpressInterestButton({ schemeId, schemeName, size, fullWidth, variant = 'contained' }: Props) {
  const { t } = useTranslation(['opportunities', 'sharia', 'common']);
  const { toast } = useToast();
  const { data: me } = useMe();
  const sent = useInterestSent(schemeId);
  const mutation = useExpressInterest(schemeId);
  const gate = useShariaGate(schemeId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const dialogTitleId = useId();

  if (sent === true) {
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        variant="outlined"
        color="success"
        disabled
        startIcon={<CheckCircleOutlineRounded />}
        // Done, not unavailable: the success colours, not the grey of a disabled button.
        sx={{ '&.Mui-disabled': { color: 'success.dark', borderColor: 'success.main' } }}
      >
        {t('interest.sent')}
      </Button>
    );
  }

  const send = () => {
    setConfirming(false);
    if (!me) return;
    mutation.mutate(me.id, {
      onSuccess: () => toast({ title: t('interest.successTitle'), description: t('interest.successText', { name: schemeName }) }),
      onError: (error) => {
        const message = getServerMessage(error, t('interest.failedTitle'));
        if (isApiError(error, 409) && isShariaRefusal(message, schemeName)) {
          setRefusal(message);
          toast({ title: t('sharia:gate.refusedTitle'), description: message, severity: 'error' });
        } else if (isApiError(error, 409)) {
          toast({ title: t('interest.alreadyTitle'), description: message, severity: 'info' });
        } else {
          toast({ title: t('interest.failedTitle'), description: message, severity: 'error' });
        }
      },
    });
  };

  const reason = refusal ?? gate?.message ?? null;
  const refused = refusal !== null || gate?.enforce === true;
  const button = (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={variant}
      startIcon={<HandshakeOutlined />}
      onClick={gate && !gate.enforce ? () => setConfirming(true) : send}
      disabled={mutation.isPending || !me || sent === 'unknown' || refused}
      aria-label={mutation.isPending ? undefined : t('interest.actionFor', { name: schemeName })}
      aria-describedby={reason ? reasonId : undefined}
    >
      {mutation.isPending ? t('interest.sending') : t('interest.action')}
    </Button>
  );
  if (!reason) return button;

  return (
    // Beside a page's title (not full width) the button and its reason keep to the far end, the reason in a
    // readable measure; on a phone they start the line under the title.
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        justifyItems: fullWidth ? 'stretch' : { xs: 'start', sm: 'end' },
        flexBasis: '100%',
        maxWidth: fullWidth ? '100%' : { xs: '100%', sm: 420 },
      }}
    >
      {button}
      <Typography
        id={reasonId}
        variant="body2"
        role={refusal ? 'alert' : undefined}
        color={refused ? 'error.main' : 'warning.dark'}
        sx={{ textAlign: fullWidth ? undefined : { xs: 'start', sm: 'end' } }}
      >
        {reason}
      </Typography>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('sharia:gate.warnTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('sharia:gate.warnLead')}</DialogContentText>
          <Alert severity="warning">{reason}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common:cancel')}</Button>
          <Button variant="contained" onClick={send}>
            {t('sharia:gate.warnConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
