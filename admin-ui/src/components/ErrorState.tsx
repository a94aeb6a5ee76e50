import { useTranslate } from 'react-admin';

import { ErrorState as KitErrorState } from '@fund/ui';

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
 * @fund/ui's ErrorState, outlined, with the title from the catalog and the server's message.
 *
 * @example {error && <ErrorState title="app.kyc.fetch_failed" error={error} onRetry={refetch} />}
 */
export const ErrorState = ({ title, error, onRetry }: ErrorStateProps) => {
  const translate = useTranslate();
  return (
    <KitErrorState
      variant="outlined"
      title={translate(title, { _: title })}
      message={serverMessage(error)}
      retryLabel={translate('app.common.state.retry')}
      onRetry={onRetry}
    />
  );
};
