import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';

import { MESSAGES } from '@fund/contracts';

import { useToast } from '../components/toast/useToast';
import { getServerMessage } from './apiClient';

/** spec/000 §8: a destructive toast titled with the spec's words, with the server's message when it sent one. */
export function useFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown, fallback = '') =>
      toast({ title, description: getServerMessage(error, fallback) || undefined, severity: 'error' }),
    [toast],
  );
}

/**
 * The failure of a change that asks for the current password (the bank details, the own password; issue
 * 18 item 6): a wrong one is said at its field, which takes the focus, and every failure in the toast.
 */
function useCurrentPasswordFailure<T extends { currentPassword: string }>(setError: UseFormSetError<T>) {
  const fail = useFailureToast();
  return (title: string, error: unknown) => {
    const message = getServerMessage(error, '');
    if (message === MESSAGES.currentPasswordIncorrect) setError('currentPassword' as Path<T>, { message }, { shouldFocus: true });
    fail(title, error);
  };
}

/** A form that asks for the current password (bank details, own password): react-hook-form's, checked on touch, with `failed` above. */
export function useCurrentPasswordForm<T extends FieldValues & { currentPassword: string }>(defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ defaultValues, mode: 'onTouched' });
  const failed = useCurrentPasswordFailure(form.setError);
  return { ...form, failed };
}
