import '@fund/ui/fonts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { PRODUCT_NAME } from '@fund/contracts';

import { App } from './App';

document.title = `Admin · ${PRODUCT_NAME}`;

// Most visits open the dashboard: its chunk starts loading with the app, alongside the session check,
// instead of after it (issue 21 item 5). React.lazy then finds the module loaded.
if (/^\/admin\/?$/.test(window.location.pathname)) import('./dashboard/Dashboard').catch(() => undefined); // a failure shows when the route loads it

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
