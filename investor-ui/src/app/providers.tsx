import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ToastProvider } from '../components/toast/ToastProvider';
import { StepUpHost } from '../features/step-up/StepUpHost';

import '../i18n';

import { createQueryClient } from '../lib/queryClient';
import { theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          {children}
          <StepUpHost />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
