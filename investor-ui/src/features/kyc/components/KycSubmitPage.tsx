import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { AuthCard } from '../../../components/AuthCard';
import { ResultIcon } from '../../../components/ResultIcon';
import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useSubmitKyc } from '../api/submitKyc';
import { clearKycDraft, loadKycDraft, saveKycDraft } from '../kycDraft';
import { checkKycApplication, EMPTY_KYC_VALUES, toKycApplication, type KycField, type KycFormValues, type KycIssue } from '../kycForm';
import { KycWizard } from './KycWizard';
import { useIdDocumentUpload } from './useIdDocumentUpload';

type View = 'form' | 'submitting' | 'submitted';

/** spec/000 §2 /kyc/submit: the five-step form, then 'Submitting Your Application', then success. */
export function KycSubmitPage() {
  const { t } = useTranslation(['kyc', 'common']);
  const { toast } = useToast();
  const submitKyc = useSubmitKyc();
  const [draft] = useState(loadKycDraft);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [view, setView] = useState<View>('form');
  const uploadingRef = useRef(false);
  const navigate = useNavigate();

  const messageFor = (field: KycField, issue: KycIssue): string => {
    if (issue === 'required')
      return t('errors.required', {
        field: t(`fields.${field as Exclude<KycField, 'idFileName' | 'sourceOfIncome' | 'termsAccepted' | 'disclaimerAccepted'>}`),
      });
    return t(`errors.${issue}`);
  };
  const resolver: Resolver<KycFormValues> = (values) => {
    const { issues } = checkKycApplication(values, { uploading: uploadingRef.current });
    const entries = Object.entries(issues) as [KycField, KycIssue][];
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([field, issue]) => [field, { type: issue, message: messageFor(field, issue) }])),
    };
  };
  const form = useForm<KycFormValues>({ defaultValues: draft?.values ?? EMPTY_KYC_VALUES, resolver, mode: 'onSubmit' });
  const upload = useIdDocumentUpload(form);
  uploadingRef.current = upload.uploading;

  // Every answer is saved as it changes; the step is saved when it changes (KycWizard).
  useEffect(() => {
    const subscription = form.watch(() => saveKycDraft(step, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, step]);

  function changeStep(next: number) {
    setStep(next);
    saveKycDraft(next, form.getValues());
  }

  /** Cancel in the wizard: home (as the intro's Cancel), forgetting the saved answers if asked. */
  function leave(discard: boolean) {
    if (discard) clearKycDraft();
    void navigate('/');
  }

  async function submit(values: KycFormValues) {
    setView('submitting');
    try {
      await submitKyc.mutateAsync(toKycApplication(values));
    } catch (error) {
      toast({ title: t('submissionFailed'), description: getServerMessage(error, t('submissionFailedText')), severity: 'error' });
      setView('form');
      return;
    }
    clearKycDraft();
    setView('submitted');
  }

  if (view === 'submitting') {
    return (
      <AuthCard title={t('submittingTitle')} icon={<CircularProgress aria-hidden />}>
        <div role="status" style={{ textAlign: 'center' }}>
          {t('submittingText')}
        </div>
      </AuthCard>
    );
  }
  if (view === 'submitted') {
    return (
      <AuthCard
        title={t('successTitle')}
        subtitle={t('successText')}
        icon={<ResultIcon tone="success" icon={<TaskAltOutlined />} />}
        footer={t('common:supportLine')}
      >
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          {t('returnHome')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <FormProvider {...form}>
      <KycWizard step={step} onStepChange={changeStep} onSubmit={submit} onLeave={leave} upload={upload} restored={draft !== null} />
    </FormProvider>
  );
}
