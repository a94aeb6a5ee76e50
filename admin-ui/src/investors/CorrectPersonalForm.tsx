import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import {
  COUNTRIES,
  EARLIEST_DATE,
  isPastDate,
  isPhone,
  MESSAGES,
  PHONE_FORMAT,
  type InvestorDetailsView,
  type InvestorSummaryView,
} from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { SUMMARIES } from './investorHooks';

/** What PATCH /api/admin/investors/{id}/personal takes (issue 21 item 6): the details an admin may correct. */
const FIELDS = ['fullName', 'phone', 'dateOfBirth', 'country', 'fullAddress', 'passportNumber'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The KYC application's rules (libs/contracts input-rules.ts), with the server's messages: nothing the API would refuse is sent. */
const problemOf = (field: Field, value: string): string | null => {
  const text = value.trim();
  if (field === 'fullName') return text ? null : MESSAGES.fullNameRequired;
  if (field === 'fullAddress') return text ? null : MESSAGES.fullAddressRequired;
  if (field === 'phone') return !text ? MESSAGES.phoneRequired : isPhone(text) ? null : MESSAGES.phoneInvalid;
  if (field === 'dateOfBirth') return isPastDate(text) ? null : `Date of birth must be a past date (YYYY-MM-DD) after ${EARLIEST_DATE}`;
  return null;
};

const initialValues = (details: InvestorDetailsView, summary: InvestorSummaryView): Values => {
  const kyc = details.kyc;
  return {
    fullName: kyc?.fullName ?? summary.investor.fullName,
    phone: kyc?.phone ?? '',
    dateOfBirth: kyc?.dateOfBirth ?? '',
    country: kyc?.country ?? '',
    fullAddress: kyc?.fullAddress ?? '',
    passportNumber: kyc?.passportNumber ?? '',
  };
};

export interface CorrectPersonalFormProps {
  investorId: string;
  details: InvestorDetailsView;
  summary: InvestorSummaryView;
  onDone: () => void;
}

/**
 * Correct personal details (issue 21 item 6): the name, phone, date of birth, country, address and
 * passport number, checked by the KYC application's rules, sending only what changed; the answer
 * replaces the dialog's details and the investor lists are read again (the name shows there). Without a KYC
 * application only the name can be corrected. The API audits it (INVESTOR_DETAILS_CHANGED).
 */
export const CorrectPersonalForm = ({ investorId, details, summary, onDone }: CorrectPersonalFormProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const initial = initialValues(details, summary);
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const fields: readonly Field[] = details.kyc ? FIELDS : ['fullName'];

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      fields.map((field) => [field, problemOf(field, values[field])]).filter(([, problem]) => problem),
    ) as Partial<Record<Field, string>>;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const changes = Object.fromEntries(
      fields.filter((field) => values[field].trim() !== initial[field].trim()).map((field) => [field, values[field].trim()]),
    );
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      const details = await api.correctInvestorDetails(investorId, changes);
      queryClient.setQueryData(['investors', investorId, 'details'], details);
      notify('app.investors.correct.saved', { type: 'success' });
      // The answer is the fresh details; the lists (a name, phone or address shows there) are read again.
      void queryClient.invalidateQueries({ queryKey: [SUMMARIES] });
      onDone();
    } catch (error) {
      notifyFailure(error, 'app.investors.correct.failed');
    } finally {
      setSaving(false);
    }
  };

  const input = (field: Field, { helperText, ...extra }: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={field}
      label={translate(`app.investors.details.fields.${field}`)}
      value={values[field]}
      onChange={set(field)}
      size="small"
      fullWidth
      {...extra}
      error={Boolean(problems[field])}
      helperText={problems[field] ?? helperText}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} aria-label={translate('app.investors.correct.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(details.kyc ? 'app.investors.correct.intro' : 'app.investors.correct.intro_no_kyc')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        {input('fullName', { required: true })}
        {details.kyc && (
          <>
            {input('phone', { required: true, helperText: translate('app.investors.correct.phone_hint', { format: PHONE_FORMAT }) })}
            {input('dateOfBirth', { required: true, placeholder: 'YYYY-MM-DD', helperText: translate('app.investors.correct.date_hint') })}
            {input('country', {
              select: true,
              children: [
                <MenuItem key="" value="" disabled>
                  {translate('app.investors.correct.choose_country')}
                </MenuItem>,
                ...COUNTRIES.map((country) => (
                  <MenuItem key={country} value={country}>
                    {country}
                  </MenuItem>
                )),
              ],
            })}
            {input('fullAddress', { required: true, multiline: true, minRows: 2, sx: { gridColumn: { sm: '1 / -1' } } })}
            {input('passportNumber')}
          </>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onDone} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Box>
  );
};
