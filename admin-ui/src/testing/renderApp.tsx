import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';

import { App } from '../App';
import { createAuthProvider } from '../providers/authProvider';
import { createAdminStore } from '../providers/store';

/**
 * Renders the whole admin app at `path` as a fresh page load: new auth provider and store (the
 * theme still comes from localStorage, as in the browser).
 */
export const renderAppAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App authProvider={createAuthProvider()} store={createAdminStore(memoryStore())} />);
};
