import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage, isApiError } from '../../../lib/apiClient';
import { useMe } from '../../../lib/session';
import { useExpressInterest, useInterestSent } from '../api/expressInterest';

type Props = { schemeId: string; schemeName: string } & Pick<ButtonProps, 'size' | 'fullWidth' | 'variant'>;

/**
 * Express Interest (spec/000 §2, §7): one POST, its toast, and "Interest Registered" once sent. Whether
 * it was sent comes from the investor's open expressions on the server, so it holds after a reload.
 */
export function ExpressInterestButton({ schemeId, schemeName, size, fullWidth, variant = 'contained' }: Props) {
  const { t } = useTranslation('opportunities');
  const { toast } = useToast();
  const { data: me } = useMe();
  const sent = useInterestSent(schemeId);
  const mutation = useExpressInterest(schemeId);

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
    if (!me) return;
    mutation.mutate(me.id, {
      onSuccess: () => toast({ title: t('interest.successTitle'), description: t('interest.successText', { name: schemeName }) }),
      onError: (error) =>
        isApiError(error, 409)
          ? toast({ title: t('interest.alreadyTitle'), description: getServerMessage(error, t('interest.alreadyTitle')), severity: 'info' })
          : toast({ title: t('interest.failedTitle'), description: getServerMessage(error, t('interest.failedTitle')), severity: 'error' }),
    });
  };

  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={variant}
      startIcon={<HandshakeOutlined />}
      onClick={send}
      disabled={mutation.isPending || !me || sent === 'unknown'}
      aria-label={mutation.isPending ? undefined : t('interest.actionFor', { name: schemeName })}
    >
      {mutation.isPending ? t('interest.sending') : t('interest.action')}
    </Button>
  );
}
