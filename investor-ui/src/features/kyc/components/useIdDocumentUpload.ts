import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MESSAGES } from '@fund/contracts';
import { refusalOf, UploadError } from '@fund/upload';

import { getServerMessage } from '../../../lib/apiClient';
import { uploadKycDocument } from '../api/uploadKycDocument';
import type { KycFormValues } from '../kycForm';

export type IdDocumentUploadState = {
  status: 'idle' | 'uploading' | 'done' | 'error';
  percent: number;
  fileName: string;
  error?: string;
};

/**
 * The wizard's ID upload, kept above the steps so a step change does not lose it. A refused file
 * (type or size, in the spec's words) is never sent; a new file replaces the uploaded one.
 */
export function useIdDocumentUpload(form: UseFormReturn<KycFormValues>) {
  const { t } = useTranslation('kyc');
  const [state, setState] = useState<IdDocumentUploadState>({ status: 'idle', percent: 0, fileName: '' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const refusal = refusalOf('kyc-document', file);
      if (refusal) {
        const message =
          refusal === MESSAGES.fileTooLarge(file.name)
            ? t('upload.tooLarge', { file: file.name })
            : t('upload.invalidType', { file: file.name });
        setState((previous) => ({ ...previous, status: previous.status === 'done' ? 'done' : 'error', error: message }));
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      form.setValue('idUploadUrl', '');
      form.setValue('idFileName', '');
      setState({ status: 'uploading', percent: 0, fileName: file.name });
      try {
        const objectPath = await uploadKycDocument(
          file,
          ({ percent }) => setState((previous) => ({ ...previous, percent })),
          current.signal,
        );
        form.setValue('idUploadUrl', objectPath, { shouldDirty: true });
        form.setValue('idFileName', file.name);
        form.clearErrors('idUploadUrl');
        setState({ status: 'done', percent: 100, fileName: file.name });
      } catch (error) {
        if (current.signal.aborted) return;
        const message = error instanceof UploadError ? error.message : getServerMessage(error, t('upload.failed'));
        setState({ status: 'error', percent: 0, fileName: file.name, error: message });
      }
    },
    [form, t],
  );

  return { ...state, uploading: state.status === 'uploading', start };
}

export type IdDocumentUpload = ReturnType<typeof useIdDocumentUpload>;
