import { useCallback } from 'react';
import { useNotify } from 'react-admin';

import { serverMessage } from '../providers/http';

/**
 * The one way a failed call is told (issue 22 item 2): an error notification with the server's
 * `message`, or `fallback` (a catalog key or words already translated) when it has none; nothing for a
 * 401, which sends the admin to the login screen.
 *
 * @example const notifyFailure = useNotifyFailure(); ... onError: error => notifyFailure(error, 'app.kyc.notify.update_failed')
 */
export const useNotifyFailure = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallback: string) => {
      // A 401 is told by the way to the login screen (react-admin's authProvider), not twice.
      if ((error as { status?: unknown } | null)?.status === 401) return;
      notify(serverMessage(error) ?? fallback, { type: 'error' });
    },
    [notify],
  );
};
