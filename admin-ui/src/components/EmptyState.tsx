import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { EmptyState as KitEmptyState } from '@fund/ui';

export interface EmptyStateProps {
  /** An outlined MUI icon that says what is missing. */
  icon: ReactElement;
  /** Catalog key (or text): what is empty and what to do next. */
  text: string;
  /** Interpolation values for `text`. */
  textOptions?: Record<string, unknown>;
  /** The next step, e.g. a Create button. */
  action?: ReactNode;
  /** Less padding, for a card on the dashboard. */
  dense?: boolean;
}

/**
 * @fund/ui's EmptyState in its plain form, its sentence from the catalog.
 *
 * @example <EmptyState icon={<InboxOutlined />} text="app.kyc.empty" />
 */
export const EmptyState = ({ text, textOptions, ...props }: EmptyStateProps) => {
  const translate = useTranslate();
  return <KitEmptyState {...props} variant="plain" text={translate(text, { _: text, ...textOptions })} />;
};
