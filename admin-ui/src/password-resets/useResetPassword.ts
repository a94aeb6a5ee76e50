import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

import type { ResetTarget } from '../providers/adminMethods';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';

export type { ResetTarget } from '../providers/adminMethods';

/**
 * POST /api/admin/reset-investor-password/{requestId} {notes?} or /api/admin/reset-admin-password/{adminId}
 * (spec/001 §7). Success says the temporary password went out (a warning with the server's words when
 * the e-mail failed); failure is 'Reset Failed' with the server's message or 'Failed to reset password'.
 */
export const useResetPassword = (onDone?: () => void) => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (target: ResetTarget) => api.resetPassword(target),
    onSuccess: (result, target) => {
      if (result.emailSent) notify('app.password_resets.notify.done', { type: 'success', messageArgs: { email: target.email } });
      else notify('app.password_resets.notify.email_not_sent', { type: 'warning', messageArgs: { message: result.message } });
      refresh();
      onDone?.();
    },
    onError: (error) =>
      notify('app.password_resets.notify.failed_with', {
        type: 'error',
        messageArgs: { message: serverMessage(error) ?? translate('app.password_resets.notify.failed') },
      }),
  });
};
