import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { minValue, required, SelectInput, TextInput, useTranslate } from 'react-admin';

import type { PayoutFrequency } from '@fund/contracts';

import { MoneyInput } from '../components/MoneyInput';
import { CAPITAL_RETURN_CHOICES, payoutFrequencyChoices, RETURN_TYPE_CHOICES, STATUS_CHOICES, type SchemeFormMode } from './schemeForm';

const v = (field: string) => [required(`app.schemes.validation.${field}`)];
const minimumInvestmentRules = [
  required('app.schemes.validation.minimum_investment'),
  minValue(0, 'app.schemes.validation.minimum_investment_whole'),
];

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ p: 0, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
};

const full = { gridColumn: '1 / -1' };

export interface SchemeInputsProps {
  mode: SchemeFormMode;
  /** The scheme's saved frequency (edit), kept in the list when it is not one of the edit form's three. */
  currentPayoutFrequency?: PayoutFrequency;
}

/**
 * Every field of the scheme form (spec/001 §3, §5, §9), shared by Create New Scheme and Edit Scheme;
 * only the payout frequencies differ between the two.
 */
export const SchemeInputs = ({ mode, currentPayoutFrequency }: SchemeInputsProps) => {
  const translate = useTranslate();
  return (
    <>
      <Section title="app.schemes.sections.details">
        <TextInput source="name" label="app.schemes.fields.name" validate={v('name')} sx={full} />
        <TextInput
          source="description"
          label="app.schemes.fields.description"
          validate={v('description')}
          multiline
          minRows={3}
          maxRows={4}
          sx={full}
        />
        <TextInput source="country" label="app.schemes.fields.country" validate={v('country')} />
        <SelectInput source="status" label="app.schemes.fields.status" choices={STATUS_CHOICES} validate={v('status')} />
        <TextInput
          source="videoUrl"
          label="app.schemes.fields.video_url"
          helperText="app.schemes.fields.video_url_hint"
          type="url"
          sx={full}
        />
      </Section>
      <Section title="app.schemes.sections.terms">
        <MoneyInput
          source="minimumInvestment"
          label="app.schemes.fields.minimum_investment"
          helperText="app.schemes.fields.minimum_investment_hint"
          placeholder="50,000"
          validate={minimumInvestmentRules}
        />
        <TextInput
          source="term"
          label="app.schemes.fields.term"
          placeholder={translate('app.schemes.fields.term_placeholder')}
          validate={v('term')}
        />
        <TextInput
          source="roiPerAnnum"
          label="app.schemes.fields.roi"
          placeholder={translate('app.schemes.fields.roi_placeholder')}
          validate={v('roi')}
        />
        <TextInput
          source="liquidity"
          label="app.schemes.fields.liquidity"
          placeholder={translate('app.schemes.fields.liquidity_placeholder')}
          validate={v('liquidity')}
        />
        <SelectInput source="returnType" label="app.schemes.fields.return_type" choices={RETURN_TYPE_CHOICES} validate={v('return_type')} />
        <SelectInput
          source="payoutFrequency"
          label="app.schemes.fields.payout_frequency"
          choices={payoutFrequencyChoices(mode, currentPayoutFrequency)}
          validate={v('payout_frequency')}
        />
        <SelectInput
          source="capitalReturnMethod"
          label="app.schemes.fields.capital_return_method"
          choices={CAPITAL_RETURN_CHOICES}
          validate={v('capital_return_method')}
          sx={full}
        />
      </Section>
    </>
  );
};
