import CloseIcon from '@mui/icons-material/Close';
import { Button, CircularProgress, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, useCreate, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';

import type { ProductType, SchemeView } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';
import { PendingDocuments, SavedDocuments } from './SchemeDocuments';
import { CREATE_DEFAULTS, toSchemePayload, valuesOf, type SchemeFormValues } from './schemeForm';
import { SchemeInputs } from './SchemeInputs';
import { schemeDocumentBody, type PendingDocument } from './useSchemeDocuments';

export type SchemeDialogState = { mode: 'create'; productId: ProductType } | { mode: 'edit'; scheme: SchemeView };

export interface SchemeDialogProps {
  state: SchemeDialogState | null;
  onClose: () => void;
}

/**
 * Create New Scheme and Edit Scheme (spec/001 §2): every field of the scheme form and its documents.
 * A create saves the scheme first, then each pending document; an edit saves each document as it is
 * uploaded. Failures show the server's message (spec/001 §8).
 */
export const SchemeDialog = ({ state, onClose }: SchemeDialogProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const formId = useId();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [pending, setPending] = useState<PendingDocument[]>([]);
  const [uploading, setUploading] = useState(false);
  const [savingDocuments, setSavingDocuments] = useState(false);
  const saving = creating || updating || savingDocuments;

  const close = () => {
    if (saving) return;
    setPending([]);
    onClose();
  };

  const failed = (fallback: string) => (error: unknown) => notifyFailure(error, fallback);

  /** Saves the pending documents of a new scheme; answers the first failure's message, if any. */
  const attachPending = async (schemeId: string): Promise<string | undefined> => {
    setSavingDocuments(true);
    try {
      for (const document of pending) {
        try {
          await api.saveSchemeDocument(schemeDocumentBody(schemeId, document));
        } catch (error) {
          return serverMessage(error) ?? translate('app.schemes.toast.document_save_failed');
        }
      }
      return undefined;
    } finally {
      setSavingDocuments(false);
    }
  };

  const submit = async (values: Partial<SchemeFormValues>) => {
    if (!state) return;
    const form = values as SchemeFormValues;
    if (state.mode === 'create') {
      await create(
        'schemes',
        { data: toSchemePayload(form, state.productId) },
        {
          onSuccess: async (created) => {
            const failure = pending.length > 0 ? await attachPending(String(created.id)) : undefined;
            if (failure) notify(failure, { type: 'error' });
            else notify(pending.length > 0 ? 'app.schemes.toast.created_with_documents' : 'app.schemes.toast.created', { type: 'success' });
            setPending([]);
            refresh();
            onClose();
          },
          onError: failed('app.schemes.toast.create_failed'),
        },
      );
      return;
    }
    await update(
      'schemes',
      { id: state.scheme.id, data: toSchemePayload(form), previousData: state.scheme },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.schemes.toast.updated', { type: 'success' });
          refresh();
          onClose();
        },
        onError: failed('app.schemes.toast.update_failed'),
      },
    );
  };

  if (!state) return null;
  const isCreate = state.mode === 'create';
  return (
    <AdminFormDialog
      open
      onClose={close}
      maxWidth="md"
      scroll="paper"
      titleSx={{ paddingInlineEnd: 7 }}
      title={
        <>
          {translate(isCreate ? 'app.schemes.dialog.create_title' : 'app.schemes.dialog.edit_title')}
          <Typography variant="body2" color="text.secondary">
            {isCreate
              ? translate('app.schemes.dialog.create_subtitle', { product: translate(`app.schemes.products.${state.productId}`) })
              : state.scheme.name}
          </Typography>
        </>
      }
      header={
        <IconButton
          onClick={close}
          disabled={saving}
          aria-label={translate('app.schemes.dialog.close')}
          sx={{ position: 'absolute', insetInlineEnd: 12, insetBlockStart: 12 }}
        >
          <CloseIcon />
        </IconButton>
      }
      dividers
      actionsSx={{ paddingInline: 3, paddingBlock: 2 }}
      actions={
        <>
          <Button onClick={close} disabled={saving}>
            {translate('app.schemes.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={saving || uploading}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(isCreate ? 'app.schemes.dialog.create' : 'app.schemes.dialog.save')}
          </Button>
        </>
      }
    >
      <Form
        key={isCreate ? state.productId : state.scheme.id}
        id={formId}
        defaultValues={isCreate ? CREATE_DEFAULTS : valuesOf(state.scheme)}
        onSubmit={(values: Record<string, unknown>) => submit(values as Partial<SchemeFormValues>)}
        noValidate
      >
        <Stack spacing={2}>
          <SchemeInputs mode={state.mode} currentPayoutFrequency={isCreate ? undefined : state.scheme.payoutFrequency} />
        </Stack>
      </Form>
      <Divider sx={{ my: 2 }} />
      {isCreate ? (
        <PendingDocuments documents={pending} onChange={setPending} onBusyChange={setUploading} />
      ) : (
        <SavedDocuments schemeId={state.scheme.id} onBusyChange={setUploading} />
      )}
    </AdminFormDialog>
  );
};
