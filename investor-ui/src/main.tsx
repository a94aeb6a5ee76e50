import '@fund/ui/fonts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { dropStaleKycDraft } from './features/kyc/kycDraftStore';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A KYC draft older than 7 days (or of the earlier format that held passport and bank numbers) goes
// at once, whichever page this device opens.
dropStaleKycDraft();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
