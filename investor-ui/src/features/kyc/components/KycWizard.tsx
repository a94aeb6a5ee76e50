import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { KYC_STEPS } from '@fund/contracts';

import { Logo } from '../../../components/Logo';
import { PublicShell } from '../../../components/PublicShell';
import { usePageTitle } from '../../../lib/usePageTitle';
import { checkKycApplication, KYC_STEP_FIELDS, kycProgress, type KycFormValues } from '../kycForm';
import type { IdDocumentUpload } from './IdDocumentField';
import { KycCancelDialog } from './KycCancelDialog';
import { KycReview } from './KycReview';
import { BankStep, KycDetailsStep, NextOfKinStep, PersonalStep, TermsStep } from './KycSteps';

type KycWizardProps = {
  step: number;
  onStepChange: (step: number) => void;
  onSubmit: (values: KycFormValues) => Promise<void>;
  /** Cancel's choice: leave the wizard, discarding the answers saved on this device or not. */
  onLeave: (discard: boolean) => void;
  upload: IdDocumentUpload;
  /** Answers came back from this device's saved progress. */
  restored: boolean;
};

const LAST = KYC_STEPS - 1;
/** The review page after the five steps (issue 21): `step` is KYC_STEPS there. */
export const KYC_REVIEW = KYC_STEPS;

/**
 * The five steps with "Step n of 5", the percent bar, Back and Next; step 5's Next reads Review
 * Application and opens the review of every answer (issue 21), where Submit Application sends it. A
 * step opened from the review's Edit comes back to it with Save and review.
 */
export function KycWizard({ step, onStepChange, onSubmit, onLeave, upload, restored }: KycWizardProps) {
  const { t } = useTranslation(['kyc', 'common']);
  usePageTitle(t('title'));
  const form = useFormContext<KycFormValues>();
  const [showRestored, setShowRestored] = useState(restored);
  const [cancelling, setCancelling] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** The step was opened from the review's Edit: its Next returns there. */
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const reviewing = step === KYC_REVIEW;
  const stepId = reviewing ? 'review' : KYC_STEP_FIELDS[step].id;
  const percent = reviewing ? 100 : kycProgress(step);

  // A new step takes the focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!reviewing) {
      const stepValid = await form.trigger(KYC_STEP_FIELDS[step].fields, { shouldFocus: true });
      if (!stepValid) return;
      if (editing || step === LAST) {
        setEditing(false);
        onStepChange(KYC_REVIEW);
        return;
      }
      onStepChange(step + 1);
      return;
    }
    // Saved answers may skip a step's checks (the ID is never saved): check them all before sending.
    const { firstStep, issues } = checkKycApplication(form.getValues(), { uploading: upload.uploading });
    if (firstStep >= 0) {
      await form.trigger();
      setEditing(true);
      onStepChange(firstStep);
      const firstField = KYC_STEP_FIELDS[firstStep].fields.find((field) => issues[field]);
      if (firstField) window.setTimeout(() => form.setFocus(firstField), 0);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(form.getValues());
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PublicShell align="start">
      <Box sx={{ width: '100%', maxWidth: 760 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
          <Logo size={32} />
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('title')}
          </Typography>
        </Box>
        <Card sx={{ borderRadius: 3 }}>
          <Box sx={{ paddingInline: { xs: 2.5, sm: 4 }, paddingBlock: { xs: 2.5, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {reviewing ? t('review.step') : t('stepOf', { step: step + 1, total: KYC_STEPS })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('percentComplete', { percent })}
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={percent} aria-label={t('progressLabel')} />
            <Stepper activeStep={step} alternativeLabel sx={{ display: { xs: 'none', md: 'flex' }, mt: 3 }}>
              {KYC_STEP_FIELDS.map(({ id }) => (
                <Step key={id}>
                  <StepLabel>{t(`steps.${id}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </Box>
          <CardContent
            component="form"
            noValidate
            onSubmit={next}
            aria-labelledby="kyc-step-title"
            sx={{ paddingInline: { xs: 2.5, sm: 4 }, paddingBlock: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}
          >
            <Typography
              id="kyc-step-title"
              ref={headingRef}
              tabIndex={-1}
              variant="h1"
              sx={{ fontSize: { xs: '1.35rem', sm: '1.5rem' }, outline: 'none' }}
            >
              {t(`stepTitles.${stepId}`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {t(`stepDescriptions.${stepId}`)}
            </Typography>
            {showRestored && (
              <Alert severity="info" onClose={() => setShowRestored(false)} closeText={t('common:close')} sx={{ mb: 3 }}>
                {t('restored')} {t('notKept')}
              </Alert>
            )}
            {step === 0 && <PersonalStep />}
            {step === 1 && <KycDetailsStep upload={upload} />}
            {step === 2 && <BankStep />}
            {step === 3 && <NextOfKinStep />}
            {step === 4 && <TermsStep />}
            {reviewing && (
              <KycReview
                onEdit={(target) => {
                  setEditing(true);
                  onStepChange(target);
                }}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              <Button
                variant="outlined"
                size="large"
                disabled={step === 0 || submitting}
                onClick={() => onStepChange(reviewing ? LAST : step - 1)}
              >
                {t('common:back')}
              </Button>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="large" disabled={submitting} onClick={() => setCancelling(true)}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" variant="contained" size="large" loading={submitting}>
                  {reviewing ? t('submit') : editing ? t('saveAndReview') : step === LAST ? t('reviewApplication') : t('common:next')}
                </Button>
              </Box>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <KycCancelDialog
        open={cancelling}
        onContinue={() => setCancelling(false)}
        onLeave={() => onLeave(false)}
        onDiscard={() => onLeave(true)}
      />
    </PublicShell>
  );
}
