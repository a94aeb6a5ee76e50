import LockOutlined from '@mui/icons-material/LockOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { formatDate, type InvestorProfileView } from '@fund/contracts';

import { fullWidth, SectionForm } from '../../../components/SectionForm';
import { useToast } from '../../../components/toast/useToast';
import { useFailureToast } from '../../../lib/useFailureToast';
import { useUpdateProfileSection, type PersonalDetails } from '../api/profile';
import { personalOf, phone, required, trimmed } from '../profileForm';

const lock = {
  input: {
    readOnly: true,
    endAdornment: (
      <InputAdornment position="end">
        <LockOutlined fontSize="small" aria-hidden />
      </InputAdornment>
    ),
  },
};

/** spec/000 §3, §5 "Profile personal": name, phone and address required; e-mail and date of birth read-only. */
export function PersonalForm({ userId, profile }: { userId: string; profile: InvestorProfileView }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const fail = useFailureToast();
  const save = useUpdateProfileSection(userId, 'personal');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalDetails>({ defaultValues: personalOf(profile), mode: 'onTouched' });

  const submit = handleSubmit((values) =>
    save.mutate(trimmed(values), {
      onSuccess: (saved) => {
        reset(personalOf(saved));
        toast({ title: t('toasts.updatedTitle'), description: t('toasts.personalSaved'), severity: 'success' });
      },
      onError: (error) => fail(t('toasts.personalFailed'), error),
    }),
  );

  return (
    <SectionForm
      title={t('sections.personal')}
      text={t('sections.personalText')}
      onSubmit={submit}
      dirty={isDirty}
      pending={save.isPending}
      onDiscard={() => reset()}
    >
      <TextField
        {...register('fullName', { validate: required(t('errors.fullName')) })}
        label={t('fields.fullName')}
        required
        autoComplete="name"
        error={Boolean(errors.fullName)}
        helperText={errors.fullName?.message}
      />
      <TextField
        {...register('phone', { validate: phone({ required: t('errors.phone'), invalid: t('errors.phoneInvalid') }) })}
        label={t('fields.phone')}
        required
        type="tel"
        autoComplete="tel"
        error={Boolean(errors.phone)}
        helperText={errors.phone?.message ?? t('phoneHelp')}
      />
      <TextField label={t('fields.email')} value={profile.email} helperText={t('readOnly')} slotProps={lock} />
      <TextField label={t('fields.dateOfBirth')} value={formatDate(profile.dateOfBirth)} helperText={t('readOnly')} slotProps={lock} />
      <TextField
        {...register('fullAddress', { validate: required(t('errors.fullAddress')) })}
        label={t('fields.fullAddress')}
        required
        multiline
        minRows={2}
        autoComplete="street-address"
        error={Boolean(errors.fullAddress)}
        helperText={errors.fullAddress?.message}
        sx={fullWidth}
      />
    </SectionForm>
  );
}
