import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import {
  ANNUAL_INCOMES,
  COUNTRIES,
  EMPLOYMENT_STATUSES,
  ID_TYPES,
  NOK_RELATIONSHIPS,
  PHONE_CODES,
  PREVIOUS_INVESTMENTS,
  SOURCES_OF_INCOME,
} from '@fund/contracts';

import { IdDocumentField, type IdDocumentUpload } from './IdDocumentField';
import { KycAcceptField, KycSelectField, KycSourcesField, KycTextField } from './KycFields';

// The five steps' fields (spec/000 §2 and §3), in the spec's order.

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function PersonalStep() {
  const { t } = useTranslation('kyc');
  return (
    <Stack spacing={2.5}>
      <KycTextField name="fullName" autoComplete="name" />
      <Box sx={twoColumns}>
        {/* Issue 21: one format whatever the browser's locale (a date input shows mm/dd/yyyy in en-US), said beside the field. */}
        <KycTextField
          name="dateOfBirth"
          autoComplete="bday"
          inputMode="numeric"
          placeholder={t('dateOfBirthPlaceholder')}
          helperText={t('dateOfBirthHelp')}
        />
        <KycTextField name="email" type="email" inputMode="email" autoComplete="email" />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '8.5rem 1fr', sm: '11rem 1fr' } }}>
        <KycSelectField
          name="countryCode"
          autoComplete="tel-country-code"
          options={PHONE_CODES.map(({ code }) => ({ value: code, label: t(`options.phoneCode.${code}`) }))}
        />
        <KycTextField name="phoneNumber" type="tel" inputMode="tel" autoComplete="tel-national" helperText={t('phoneHelp')} />
      </Box>
      <KycSelectField
        name="country"
        autoComplete="country-name"
        options={COUNTRIES.map((value) => ({ value, label: t(`options.country.${value}`) }))}
      />
      <KycTextField name="fullAddress" autoComplete="street-address" multiline />
    </Stack>
  );
}

export function KycDetailsStep({ upload }: { upload: IdDocumentUpload }) {
  const { t } = useTranslation('kyc');
  return (
    <Stack spacing={2.5}>
      <Box sx={twoColumns}>
        <KycSelectField name="idType" options={ID_TYPES.map((value) => ({ value, label: t(`options.idType.${value}`) }))} />
        <KycTextField name="passportNumber" />
      </Box>
      <IdDocumentField upload={upload} />
      <Box sx={twoColumns}>
        <KycSelectField
          name="employmentStatus"
          options={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`options.employmentStatus.${value}`) }))}
        />
        <KycSelectField
          name="annualIncome"
          options={ANNUAL_INCOMES.map((value) => ({ value, label: t(`options.annualIncome.${value}`) }))}
        />
      </Box>
      <KycSelectField
        name="previousInvestments"
        options={PREVIOUS_INVESTMENTS.map((value) => ({ value, label: t(`options.previousInvestments.${value}`) }))}
      />
      <KycSourcesField options={SOURCES_OF_INCOME.map((value) => ({ value, label: t(`options.sourceOfIncome.${value}`) }))} />
    </Stack>
  );
}

export function BankStep() {
  return (
    <Stack spacing={2.5}>
      <KycTextField name="accountName" autoComplete="cc-name" />
      <Box sx={twoColumns}>
        <KycTextField name="accountNumber" autoComplete="off" />
        <KycTextField name="sortCode" autoComplete="off" />
      </Box>
      <Box sx={twoColumns}>
        <KycTextField name="swiftBic" autoComplete="off" />
        <KycTextField name="ibanNumber" autoComplete="off" />
      </Box>
      <KycTextField name="bankName" autoComplete="off" />
      <KycTextField name="bankAddress" autoComplete="off" multiline />
    </Stack>
  );
}

export function NextOfKinStep() {
  const { t } = useTranslation('kyc');
  return (
    <Stack spacing={2.5}>
      <KycTextField name="nokName" autoComplete="off" />
      <Box sx={twoColumns}>
        <KycTextField name="nokContactNumber" type="tel" inputMode="tel" autoComplete="off" />
        <KycTextField name="nokContactEmail" type="email" inputMode="email" autoComplete="off" />
      </Box>
      <Box sx={twoColumns}>
        <KycTextField name="nokPassportNumber" autoComplete="off" />
        <KycSelectField
          name="nokRelationship"
          options={NOK_RELATIONSHIPS.map((value) => ({ value, label: t(`options.nokRelationship.${value}`) }))}
        />
      </Box>
    </Stack>
  );
}

export function TermsStep() {
  const { t } = useTranslation('kyc');
  const passage = (heading: string, text: string) => (
    <Box sx={{ p: 2, mb: 1, borderRadius: 2, bgcolor: 'rgba(15, 81, 50, 0.04)', border: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={3}>
      <KycAcceptField name="termsAccepted" label={t('terms.termsAccept')}>
        {passage(t('terms.termsHeading'), t('terms.termsText'))}
      </KycAcceptField>
      <KycAcceptField name="disclaimerAccepted" label={t('terms.disclaimerAccept')}>
        {passage(t('terms.disclaimerHeading'), t('terms.disclaimerText'))}
      </KycAcceptField>
    </Stack>
  );
}
