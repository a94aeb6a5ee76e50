import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NOK_RELATIONSHIPS, type InvestorProfileView } from '@fund/contracts';

import { SectionForm } from '../../../components/SectionForm';
import { useToast } from '../../../components/toast/useToast';
import { useFailureToast } from '../../../lib/useFailureToast';
import { useUpdateProfileSection, type NextOfKinDetails } from '../api/profile';
import { isEmail, nextOfKinOf, required, trimmed } from '../profileForm';

/** spec/000 §5 "Next of kin": all but the passport number required; a valid e-mail. */
export function NextOfKinForm({ userId, profile }: { userId: string; profile: InvestorProfileView }) {
  const { t } = useTranslation('profile');
  const { toast } = useToast();
  const fail = useFailureToast();
  const save = useUpdateProfileSection(userId, 'next-of-kin');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<NextOfKinDetails>({ defaultValues: nextOfKinOf(profile), mode: 'onTouched' });

  const submit = handleSubmit((values) =>
    save.mutate(trimmed(values), {
      onSuccess: (saved) => {
        reset(nextOfKinOf(saved));
        toast({ title: t('toasts.updatedTitle'), description: t('toasts.nextOfKinSaved'), severity: 'success' });
      },
      onError: (error) => fail(t('toasts.nextOfKinFailed'), error),
    }),
  );

  return (
    <SectionForm
      title={t('sections.nextOfKin')}
      text={t('sections.nextOfKinText')}
      onSubmit={submit}
      dirty={isDirty}
      pending={save.isPending}
      onDiscard={() => reset()}
    >
      <TextField
        {...register('nokName', { validate: required(t('errors.nokName')) })}
        label={t('fields.nokName')}
        required
        error={Boolean(errors.nokName)}
        helperText={errors.nokName?.message}
      />
      <Controller
        name="nokRelationship"
        control={control}
        rules={{ validate: required(t('errors.nokRelationship')) }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            label={t('fields.nokRelationship')}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {NOK_RELATIONSHIPS.map((relationship) => (
              <MenuItem key={relationship} value={relationship}>
                {t(`relationships.${relationship}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...register('nokContactNumber', { validate: required(t('errors.nokContactNumber')) })}
        label={t('fields.nokContactNumber')}
        required
        type="tel"
        error={Boolean(errors.nokContactNumber)}
        helperText={errors.nokContactNumber?.message ?? t('phoneHelp')}
      />
      <TextField
        {...register('nokContactEmail', {
          validate: (value) => (value.trim() === '' ? t('errors.nokContactEmail') : isEmail(value) || t('errors.invalidEmail')),
        })}
        label={t('fields.nokContactEmail')}
        required
        type="email"
        error={Boolean(errors.nokContactEmail)}
        helperText={errors.nokContactEmail?.message}
      />
      <TextField {...register('nokPassportNumber')} label={t('fields.nokPassportNumber')} helperText={t('optional')} autoComplete="off" />
    </SectionForm>
  );
}
