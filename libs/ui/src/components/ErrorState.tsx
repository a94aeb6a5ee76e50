import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  /** What failed (already translated); the back office names it, the portal's alerts have no title. */
  title?: ReactNode;
  /** The server's message, or the screen's fallback when the server said nothing. */
  message?: ReactNode;
  /** The Retry button's text (already translated); the button shows when `onRetry` is given. */
  retryLabel?: ReactNode;
  onRetry?: () => void;
  /** The back office draws it outlined, the portal filled (MUI's standard). */
  variant?: 'standard' | 'outlined';
}

/**
 * A data view that could not load (STYLE "three states"): what failed, the server's message and a
 * way to try again.
 *
 * @example <ErrorState message={getServerMessage(query.error, t('failed'))} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
 */
export function ErrorState({ title, message, retryLabel, onRetry, variant = 'standard' }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      variant={variant}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
