import type { SchemeView } from '@fund/contracts';
import { useDelete, useNotify, useRefresh } from 'react-admin';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { serverMessage } from '../components/ErrorState';

/** What a scheme delete removes for good (spec/001 §2), in the dialog's order. */
export const DELETE_CONSEQUENCES = [
  'app.schemes.delete.configuration',
  'app.schemes.delete.enrollments',
  'app.schemes.delete.activities',
  'app.schemes.delete.expressions',
  'app.schemes.delete.documents',
];

export interface DeleteSchemeDialogProps {
  scheme: SchemeView | null;
  onClose: () => void;
}

/** The Delete Scheme confirmation: what is removed, that it cannot be undone, and 'Delete Permanently'. */
export const DeleteSchemeDialog = ({ scheme, onClose }: DeleteSchemeDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();

  const confirm = () => {
    if (!scheme) return;
    void remove(
      'schemes',
      { id: scheme.id, previousData: scheme },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.schemes.toast.deleted', { type: 'success' });
          refresh();
          onClose();
        },
        onError: error => notify(serverMessage(error) ?? 'app.schemes.toast.delete_failed', { type: 'error' }),
      },
    );
  };

  return (
    <ConfirmDialog
      open={scheme !== null}
      destructive
      irreversible
      title="app.schemes.delete.title"
      content="app.schemes.delete.question"
      translateOptions={{ name: scheme?.name ?? '' }}
      consequences={DELETE_CONSEQUENCES}
      confirmLabel="app.schemes.delete.confirm"
      loading={isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
