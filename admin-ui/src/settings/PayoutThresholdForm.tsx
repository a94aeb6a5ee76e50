import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { formatMoneyFull, isWholeMoney, secondsInWords } from '@fund/contracts';

import { useSetSecurityPolicy } from '../account/securityHooks';
import { useNotifyFailure } from '../components/useNotifyFailure';

/** '50,000' or '50000' as a whole amount; anything else is undefined. */
const parseAmount = (text: string) => {
  const digits = text.replace(/[,\s]/g, '');
  const amount = /^\d+$/.test(digits) ? Number(digits) : NaN;
  return isWholeMoney(amount) ? amount : undefined;
};

/**
 * Settings > Security (issue 25 item 5): payouts above this amount ask the admin for a fresh second
 * factor. Saving it is itself a change that asks for one (the step-up dialog comes over this form).
 */
export const PayoutThresholdForm = ({ threshold, stepUpSeconds }: { threshold: number; stepUpSeconds: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const save = useSetSecurityPolicy();
  const [text, setText] = useState(threshold.toLocaleString('en-US'));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text);
    if (amount === undefined) {
      setError(translate('app.security.payout_threshold.invalid'));
      return;
    }
    setError(undefined);
    save.mutate(
      { payoutStepUpThreshold: amount },
      {
        onSuccess: (policy) =>
          notify('app.security.payout_threshold.saved', {
            type: 'success',
            messageArgs: { amount: formatMoneyFull(policy.payoutStepUpThreshold) },
          }),
        onError: (failure) => notifyFailure(failure, 'app.security.payout_threshold.save_failed'),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="payout-threshold-title">
      <Typography id="payout-threshold-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {translate('app.security.payout_threshold.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('app.security.payout_threshold.text', { window: secondsInWords(stepUpSeconds) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate('app.security.payout_threshold.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            const amount = parseAmount(text);
            if (amount !== undefined) setText(amount.toLocaleString('en-US'));
          }}
          error={Boolean(error)}
          helperText={error ?? translate('app.security.payout_threshold.hint')}
          size="small"
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 0.25 } }}>
          {translate('app.security.payout_threshold.save')}
        </Button>
      </Box>
    </Box>
  );
};
