import { createContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export type ToastInput = {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive toast. */
  severity?: ToastSeverity;
};

export type ToastApi = {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
