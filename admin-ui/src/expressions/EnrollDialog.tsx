import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';

import { formatMoneyFull, type EnrollmentView, type ExpressionView, type SchemeView } from '@fund/contracts';

import { groupDigits, readAmount } from '../components/MoneyInput';
import { useNotifyFailure } from '../components/useNotifyFailure';

export interface EnrollDialogProps {
  /** The expression whose investor and scheme are enrolled; null closes the dialog. */
  expression: ExpressionView | null;
  /** The expression's scheme, for its minimumInvestment (undefined while it loads or if it is gone). */
  scheme: SchemeView | undefined;
  onClose: () => void;
}

/**
 * Enroll Investor (spec/001 §2, §5): a whole-number amount whose minimum is the scheme's
 * minimumInvestment, sent as POST /api/enrollments with currentValue equal to the amount (§7).
 * The server checks the minimum and answers in its own words when the amount is below it.
 */
export const EnrollDialog = ({ expression, scheme, onClose }: EnrollDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [amount, setAmount] = useState('');
  /** The text as typed while it has a decimal part: refused (whole units only), never read as more digits. */
  const [fraction, setFraction] = useState<string | null>(null);
  const [create, { isPending }] = useCreate<EnrollmentView>();
  const minimum = scheme?.minimumInvestment ?? 0;

  const close = () => {
    if (isPending) return;
    setAmount('');
    setFraction(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!expression || amount === '' || fraction !== null) return;
    const investmentAmount = Math.trunc(Number(amount));
    create(
      'enrollments',
      { data: { investorId: expression.investorId, schemeId: expression.schemeId, investmentAmount, currentValue: investmentAmount } },
      {
        onSuccess: () => {
          notify('app.expressions.notify.enrolled', { type: 'success' });
          refresh();
          setAmount('');
          onClose();
        },
        onError: (error) => notifyFailure(error, 'app.expressions.notify.enroll_failed'),
      },
    );
  };

  return (
    <Dialog open={expression !== null} onClose={close} fullScreen={fullScreen} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {expression && (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <HowToRegOutlinedIcon color="primary" aria-hidden />
            {translate('app.expressions.enroll.title')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.expressions.enroll.intro')}</DialogContentText>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.expressions.enroll.investor')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {expression.investorName}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.expressions.enroll.scheme')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {expression.schemeName}
              </Typography>
            </Box>
            <TextField
              autoFocus
              required
              label={translate('app.expressions.enroll.amount')}
              // Issue 21 item 11: the digits grouped as typed ("3,100,000"); `amount` keeps the digits alone.
              value={fraction ?? groupDigits(amount)}
              onChange={(event) => {
                const typed = event.target.value;
                setFraction(typed.includes('.') ? typed : null);
                setAmount(readAmount(typed).digits);
              }}
              error={fraction !== null}
              helperText={translate(fraction !== null ? 'app.common.money.whole_units' : 'app.expressions.enroll.minimum', {
                amount: formatMoneyFull(minimum),
              })}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { min: minimum, inputMode: 'numeric', autoComplete: 'off', className: 'tabular-nums' },
              }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={amount === '' || fraction !== null}
              loading={isPending}
              startIcon={<HowToRegOutlinedIcon />}
            >
              {translate('app.expressions.enroll.confirm')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
};
