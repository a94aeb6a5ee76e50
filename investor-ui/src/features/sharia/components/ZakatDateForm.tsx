import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { ZakatEstimateView } from '@fund/contracts';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useSaveZakatDate } from '../api/zakat';
import { hijriDayOptions, hijriMonthOptions } from '../zakatDate';

/** The investor's zakat day: a Hijri month and day (PUT /api/investor/zakat); the server's 400 message under the form. */
export function ZakatDateForm({ estimate }: { estimate: ZakatEstimateView }) {
  const { t } = useTranslation('sharia');
  const { toast } = useToast();
  const save = useSaveZakatDate();
  const [month, setMonth] = useState(estimate.hijriMonth === null ? '' : String(estimate.hijriMonth));
  const [day, setDay] = useState(estimate.hijriDay === null ? '' : String(estimate.hijriDay));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { hijriMonth: Number(month), hijriDay: Number(day) },
      {
        onSuccess: () => toast({ title: t('zakat.saved') }),
        onError: (failure) => setError(getServerMessage(failure, t('zakat.failed'))),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('zakat.dateTitle')} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('zakat.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '2 1 200px' }}
        >
          <MenuItem value="" disabled>
            {t('zakat.chooseMonth')}
          </MenuItem>
          {hijriMonthOptions().map(({ value, label }) => (
            <MenuItem key={value} value={String(value)}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('zakat.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{
            select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
            inputLabel: { shrink: true },
          }}
          sx={{ flex: '1 1 120px' }}
        >
          <MenuItem value="" disabled>
            {t('zakat.chooseDay')}
          </MenuItem>
          {hijriDayOptions().map((value) => (
            <MenuItem key={value} value={String(value)}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={save.isPending || !month || !day} sx={{ minHeight: 56, flex: '0 0 auto' }}>
          {save.isPending ? t('zakat.saving') : t('zakat.save')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
