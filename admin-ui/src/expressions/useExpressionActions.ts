import type { ExpressionStatus, ExpressionView } from '@fund/contracts';
import { useMutation } from '@tanstack/react-query';
import { useDelete, useLogoutIfAccessDenied, useNotify, useRefresh, useUpdate } from 'react-admin';

import { serverMessage } from '../components/ErrorState';
import { API_URL, httpClient } from '../providers/dataProvider';

/**
 * The writes of one expression of interest card (spec/001 §4, §7) with the §8 toasts: save status and
 * notes together (PATCH {status, notes}), archive (PATCH .../archive) and delete. After each, every
 * list is refreshed (§7: the KYC, expressions and admin investors lists).
 */
export const useExpressionActions = (expression: ExpressionView) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [update, { isPending: saving }] = useUpdate<ExpressionView>();
  const [remove, { isPending: deleting }] = useDelete<ExpressionView>();

  const failed = (fallback: string) => (error: unknown) => notify(serverMessage(error) ?? fallback, { type: 'error' });

  /** The selector saves at once with the typed notes; Save Notes re-saves the current status with them. */
  const save = (status: ExpressionStatus, notes: string) =>
    update(
      'expressions',
      { id: expression.id, data: { status, notes }, previousData: expression },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.expressions.notify.status_updated', { type: 'success' });
          refresh();
        },
        onError: failed('app.expressions.notify.update_failed'),
      },
    );

  const archiveMutation = useMutation({
    mutationFn: async () => (await httpClient(`${API_URL}/expressions-of-interest/${encodeURIComponent(expression.id)}/archive`, { method: 'PATCH' })).json,
    onSuccess: () => {
      notify('app.expressions.notify.archived', { type: 'success' });
      refresh();
    },
    onError: async error => {
      if (!(await logoutIfAccessDenied(error))) failed('app.expressions.notify.archive_failed')(error);
    },
  });

  const archive = (onDone: () => void) => archiveMutation.mutate(undefined, { onSettled: onDone });

  const destroy = (onDone: () => void) =>
    remove(
      'expressions',
      { id: expression.id, previousData: expression },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.expressions.notify.deleted', { type: 'success' });
          refresh();
        },
        onError: failed('app.expressions.notify.delete_failed'),
        onSettled: onDone,
      },
    );

  return { save, saving, archive, archiving: archiveMutation.isPending, destroy, deleting };
};
