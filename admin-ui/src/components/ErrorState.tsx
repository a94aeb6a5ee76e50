import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import { serverMessage } from '../providers/http';

export interface ErrorStateProps {
  /** What failed, from the catalog (the spec's fallback, e.g. 'Failed to fetch KYC applications'). */
  title: string;
  /** The failure; its server message is shown under the title. */
  error: unknown;
  /** Shown as a Try again button. */
  onRetry?: () => void;
}

/**
 * A data view that could not load: what failed, the server's message and a way to try again.
 *
 * @example {error && <ErrorState title="app.kyc.fetch_failed" error={error} onRetry={refetch} />}
 */
export const ErrorState = ({ title, error, onRetry }: ErrorStateProps) => {
  const translate = useTranslate();
  const message = serverMessage(error);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.common.state.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{translate(title, { _: title })}</AlertTitle>
      {message}
    </Alert>
  );
};
