import { useMutation } from '@tanstack/react-query';
import { useDelete, useNotify, useRefresh, useUpdate } from 'react-admin';

import type { ExpressionStatus, ExpressionView } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';

/**
 * The writes of one expression of interest card (spec/001 §4, §7) with the §8 toasts: save status and
 * notes together (PATCH {status, notes}), archive (PATCH .../archive) and delete. After each, every
 * list is refreshed (§7: the KYC, expressions and admin investors lists).
 */
export const useExpressionActions = (expression: ExpressionView) => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending: saving }] = useUpdate<ExpressionView>();
  const [remove, { isPending: deleting }] = useDelete<ExpressionView>();

  const failed = (fallback: string) => (error: unknown) => notifyFailure(error, fallback);

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
    // A 401 is handled by the data provider (the admin goes to the login screen).
    mutationFn: () => api.archiveExpression(expression.id),
    onSuccess: () => {
      notify('app.expressions.notify.archived', { type: 'success' });
      refresh();
    },
    onError: failed('app.expressions.notify.archive_failed'),
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
