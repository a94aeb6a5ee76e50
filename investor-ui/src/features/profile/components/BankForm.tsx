import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import type { InvestorProfileView } from '@fund/contracts';

import { fullWidth, SectionForm } from '../../../components/SectionForm';
import { useToast } from '../../../components/toast/useToast';
import { useCurrentPasswordForm } from '../../../lib/useFailureToast';
import { useUpdateProfileSection } from '../api/profile';
import { bankChangeOf, bankFormOf, required, type BankForm as BankFormValues } from '../profileForm';

/**
 * spec/000 §5 "Bank": account name, account number and bank name required; the rest optional. The change
 * asks for the current password (issue 18 item 6); a wrong one is said at the field and in the toast.
 */
export function BankForm({ userId, profile }: { userId: string; profile: InvestorProfileView }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const save = useUpdateProfileSection(userId, 'bank');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
    failed,
  } = useCurrentPasswordForm<BankFormValues>(bankFormOf(profile));

  const submit = handleSubmit((values) =>
    save.mutate(bankChangeOf(values), {
      onSuccess: (saved) => {
        reset(bankFormOf(saved));
        toast({ title: t('toasts.updatedTitle'), description: t('toasts.bankSaved'), severity: 'success' });
      },
      onError: (error) => failed(t('toasts.bankFailed'), error),
    }),
  );

  const optional = (name: 'sortCode' | 'swiftBic' | 'ibanNumber') => (
    <TextField {...register(name)} label={t(`fields.${name}`)} helperText={t('optional')} autoComplete="off" />
  );

  return (
    <SectionForm
      title={t('sections.bank')}
      text={t('sections.bankText')}
      onSubmit={submit}
      dirty={isDirty}
      pending={save.isPending}
      onDiscard={() => reset()}
    >
      <TextField
        {...register('accountName', { validate: required(t('errors.accountName')) })}
        label={t('fields.accountName')}
        required
        error={Boolean(errors.accountName)}
        helperText={errors.accountName?.message}
      />
      <TextField
        {...register('accountNumber', { validate: required(t('errors.accountNumber')) })}
        label={t('fields.accountNumber')}
        required
        autoComplete="off"
        error={Boolean(errors.accountNumber)}
        helperText={errors.accountNumber?.message}
      />
      <TextField
        {...register('bankName', { validate: required(t('errors.bankName')) })}
        label={t('fields.bankName')}
        required
        error={Boolean(errors.bankName)}
        helperText={errors.bankName?.message}
      />
      {optional('sortCode')}
      {optional('swiftBic')}
      {optional('ibanNumber')}
      <TextField
        {...register('bankAddress')}
        label={t('fields.bankAddress')}
        helperText={t('optional')}
        multiline
        minRows={2}
        sx={fullWidth}
      />
      <TextField
        {...register('currentPassword', { validate: (value) => value !== '' || t('errors.currentPassword') })}
        label={t('fields.currentPassword')}
        type="password"
        required
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message ?? t('bankPasswordHelp')}
      />
    </SectionForm>
  );
}
