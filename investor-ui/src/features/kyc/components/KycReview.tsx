import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { joinSourcesOfIncome, KYC_STEP_FIELDS, parseDateOfBirth, phoneDigits, type KycField, type KycFormValues } from '../kycForm';

type OptionField = 'country' | 'idType' | 'employmentStatus' | 'annualIncome' | 'previousInvestments' | 'nokRelationship';
const OPTION_FIELDS: ReadonlySet<KycField> = new Set<OptionField>([
  'country',
  'idType',
  'employmentStatus',
  'annualIncome',
  'previousInvestments',
  'nokRelationship',
]);

/** The date of birth spelled out ("12 April 1985"), so a day and month typed the wrong way round show. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * The wizard's last page (issue 21): every answer, grouped by step as asked, each step with an Edit
 * link back to it, before Submit Application. Answers show as the applicant chose them (the options'
 * words, the phone with its code, the ID document's file name).
 */
export function KycReview({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('kyc');
  const { watch } = useFormContext<KycFormValues>();
  const values = watch();
  const id = useId();
  const notSpecified = t('options.notSelected');

  const shown = (field: KycField): { label: string; value: string } | null => {
    switch (field) {
      case 'countryCode':
        return null;
      case 'phoneNumber':
        return { label: t('fields.phoneNumber'), value: `${values.countryCode} ${phoneDigits(values.phoneNumber)}` };
      case 'dateOfBirth': {
        const iso = parseDateOfBirth(values.dateOfBirth);
        return { label: t('fields.dateOfBirth'), value: iso ? longDate(iso) : values.dateOfBirth };
      }
      case 'idUploadUrl':
        return { label: t('fields.idUploadUrl'), value: values.idFileName || notSpecified };
      case 'sourceOfIncome':
        return { label: t('fields.sourceOfIncome'), value: joinSourcesOfIncome(values.sourceOfIncome) };
      case 'termsAccepted':
      case 'disclaimerAccepted':
        return { label: t(`review.${field}`), value: values[field] ? t('review.accepted') : t('review.notAccepted') };
      default: {
        const text = String(values[field] ?? '').trim();
        if (!text) return { label: t(`fields.${field as OptionField}`), value: notSpecified };
        const value = OPTION_FIELDS.has(field) ? t(`options.${field as OptionField}.${text}` as never, { defaultValue: text }) : text;
        return { label: t(`fields.${field as OptionField}`), value };
      }
    }
  };

  return (
    <Stack spacing={2.5}>
      {KYC_STEP_FIELDS.map(({ id: stepId, fields }, step) => {
        const headingId = `${id}-${stepId}`;
        const title = t(`stepTitles.${stepId}`);
        return (
          <Box
            key={stepId}
            component="section"
            aria-labelledby={headingId}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, paddingInline: { xs: 2, sm: 2.5 }, paddingBlock: 2 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
              <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {title}
              </Typography>
              <Button
                size="small"
                startIcon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(step)}
                aria-label={t('review.editLabel', { step: title })}
              >
                {t('review.edit')}
              </Button>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {fields.map((field) => {
                const answer = shown(field);
                if (!answer) return null;
                return (
                  <Box key={field} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 500 }}>
                      {answer.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                    >
                      {answer.value}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
