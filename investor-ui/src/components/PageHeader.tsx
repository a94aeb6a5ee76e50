import type { ReactNode } from 'react';

import { PageHeader as KitPageHeader } from '@fund/ui';

import { usePageTitle } from '../lib/usePageTitle';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Buttons on the far end of the title row. */
  actions?: ReactNode;
};

/** @fund/ui's PageHeader for a portal page; the title also names the browser tab. */
export function PageHeader(props: PageHeaderProps) {
  usePageTitle(props.title);
  return <KitPageHeader {...props} />;
}
