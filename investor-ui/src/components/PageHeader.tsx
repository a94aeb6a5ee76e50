import type { ReactNode } from 'react';

import { PageHeader as KitPageHeader } from '@fund/ui';

import { usePageTitle } from '../lib/usePageTitle';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Buttons on the far end of the title row. */
  actions?: ReactNode;
  /** The browser tab's name when it is not the title (a tab of a page: 'Statements' under 'Documents'). */
  documentTitle?: string;
};

/** @fund/ui's PageHeader for a portal page; the title also names the browser tab. */
export function PageHeader({ documentTitle, ...props }: PageHeaderProps) {
  usePageTitle(documentTitle ?? props.title);
  return <KitPageHeader {...props} />;
}
