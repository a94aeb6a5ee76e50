import { useState } from 'react';

import { useNotifyFailure } from './useNotifyFailure';

/**
 * A change to one record that a ConfirmDialog asks about first: `target` is the record the dialog is
 * open for (null: closed), `busy` while the change runs, and `confirm` runs `act` once, closes the
 * dialog when it succeeds and tells a failure with the server's message or `failureKey` (the dialog
 * stays open to try again, or closes too with `closeOnFailure`).
 */
export function useConfirmedAction<T>(act: (target: T) => Promise<void>, failureKey: string, { closeOnFailure = false } = {}) {
  const notifyFailure = useNotifyFailure();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await act(target);
      setTarget(null);
    } catch (error) {
      if (closeOnFailure) setTarget(null);
      notifyFailure(error, failureKey);
    } finally {
      setBusy(false);
    }
  };
  return { target, setTarget, busy, confirm };
}
