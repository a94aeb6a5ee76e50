import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ToastContext, type ToastApi, type ToastInput } from './toastContext';

const AUTO_HIDE_MS = 5000;

type ShownToast = ToastInput & { id: number };

/** Shows one toast at a time (spec/000 §9): a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((input: ToastInput) => {
    setCurrent((previous) => ({ ...input, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={AUTO_HIDE_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') dismiss();
          }}
          // Below the content, so a toast never hides the header or the screen's title.
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: () => setCurrent(null) } }}
        >
          <Alert
            severity={current.severity ?? 'success'}
            variant="filled"
            onClose={dismiss}
            closeText={t('dismiss')}
            sx={{ width: '100%', maxWidth: 420 }}
          >
            <AlertTitle>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
