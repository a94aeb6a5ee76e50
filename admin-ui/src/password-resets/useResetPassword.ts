import type { ResetResult } from '@fund/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

import { serverMessage } from '../components/ErrorState';
import { API_URL, httpClient } from '../providers/dataProvider';

export type ResetTarget = { kind: 'request'; id: string; email: string; notes?: string } | { kind: 'admin'; id: string; email: string };

/** The body each reset call accepts: optional trimmed notes for a request, nothing for an admin. */
export const resetCall = (target: ResetTarget): { url: string; body: string } =>
  target.kind === 'request'
    ? {
        url: `${API_URL}/admin/reset-investor-password/${encodeURIComponent(target.id)}`,
        body: JSON.stringify(target.notes?.trim() ? { notes: target.notes.trim() } : {}),
      }
    : { url: `${API_URL}/admin/reset-admin-password/${encodeURIComponent(target.id)}`, body: '{}' };

/**
 * POST /api/admin/reset-investor-password/{requestId} {notes?} or /api/admin/reset-admin-password/{adminId}
 * (spec/001 §7). Success says the temporary password went out (a warning with the server's words when
 * the e-mail failed); failure is 'Reset Failed' with the server's message or 'Failed to reset password'.
 */
export const useResetPassword = (onDone?: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: async (target: ResetTarget) => {
      const { url, body } = resetCall(target);
      const { json } = await httpClient(url, { method: 'POST', body });
      return json as ResetResult;
    },
    onSuccess: (result, target) => {
      if (result.emailSent) notify('app.password_resets.notify.done', { type: 'success', messageArgs: { email: target.email } });
      else notify('app.password_resets.notify.email_not_sent', { type: 'warning', messageArgs: { message: result.message } });
      refresh();
      onDone?.();
    },
    onError: error =>
      notify('app.password_resets.notify.failed_with', {
        type: 'error',
        messageArgs: { message: serverMessage(error) ?? translate('app.password_resets.notify.failed') },
      }),
  });
};
