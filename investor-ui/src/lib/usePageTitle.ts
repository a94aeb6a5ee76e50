import { useEffect } from 'react';

import { PRODUCT_NAME } from '@fund/contracts';

/** Names the browser tab after the screen, so history, tabs and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
