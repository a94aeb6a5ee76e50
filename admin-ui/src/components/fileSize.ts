import type { useTranslate } from 'react-admin';

export const MB_BYTES = 1024 * 1024;

/** '842 KB', '1.2 MB': an uploaded file, a scheme document, an issued statement. */
export const fileSizeText = (bytes: number, translate: ReturnType<typeof useTranslate>) =>
  bytes < MB_BYTES
    ? translate('app.upload.size_kb', { size: Math.max(1, Math.round(bytes / 1024)) })
    : translate('app.upload.size_mb', { size: (bytes / MB_BYTES).toFixed(1) });
