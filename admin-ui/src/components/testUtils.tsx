import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { darkTheme, lightTheme } from '../layout/themes';
import { dataProvider } from '../providers/dataProvider';

/**
 * Renders a component of the console alone, inside react-admin's context with the app's data provider,
 * catalog and themes (for unit tests of shared components and screens' parts).
 */
export const renderInAdmin = (ui: ReactElement, { mode = 'light' }: { mode?: 'light' | 'dark' } = {}) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={mode}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
