import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

import { PRODUCT_NAME } from '@fund/contracts';
import { PageHeader as KitPageHeader, type PageHeaderProps as KitPageHeaderProps } from '@fund/ui';

export interface PageHeaderProps extends Omit<KitPageHeaderProps, 'title' | 'dense'> {
  /** Catalog key (or text) of the page's one h1; also names the browser tab. */
  title: string;
}

/**
 * @fund/ui's PageHeader in the back office's dense form; the title comes from the catalog and names
 * the browser tab.
 *
 * @example <PageHeader title="app.audit.title" count={total} actions={<ExportButton />} />
 */
export const PageHeader = ({ title, ...props }: PageHeaderProps) => {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  useEffect(() => {
    document.title = translate('app.document_title', { page: text, product: PRODUCT_NAME });
  }, [text, translate]);
  return <KitPageHeader {...props} dense title={text} />;
};
