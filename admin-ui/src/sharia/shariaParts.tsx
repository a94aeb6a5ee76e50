import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import {
  Button as RaButton,
  SaveButton,
  useNotify,
  useTranslate,
  ValidationError,
  type Identifier,
  type ValidationErrorMessage,
} from 'react-admin';
import { useController } from 'react-hook-form';

import { formatDate } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { TableCard } from '../components/TableCard';
import { UploadField } from '../components/UploadField';
import { useConfirmedAction } from '../components/useConfirmedAction';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';
import type { ShariaUploadKind } from '../providers/shariaMethods';
import { useDeleteRecord, useSaveRecord, type ShariaResource } from './shariaHooks';

export interface ShariaFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Catalog key of the title. */
  title: string;
  /** A new form each time it changes (the record's id). */
  formKey: string;
  defaultValues: object;
  validate: (values: Record<string, unknown>) => Record<string, string>;
  /** Sends the values; a refusal is shown in the dialog with the server's words. */
  save: (values: Record<string, unknown>) => Promise<unknown>;
  children: ReactNode;
}

/** Tells the dialog an upload started or ended, so Save waits for the file. */
const UploadBusyContext = createContext<(busy: boolean) => void>(() => undefined);

/**
 * The Sharia page's add and edit dialogs: react-admin's form in the back office's dialog, Save held while
 * a file uploads or the save runs, and a refusal (400, 409) shown above the fields in the server's words.
 */
export const ShariaFormDialog = ({ open, onClose, title, formKey, defaultValues, validate, save, children }: ShariaFormDialogProps) => {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const close = () => {
    if (saving) return;
    setError(null);
    onClose();
  };
  const onSubmit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      await save(values);
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? translate('app.sharia.toast.save_failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AdminFormDialog
      open={open}
      onClose={close}
      title={title}
      submitting={saving}
      actions={
        <>
          <RaButton label="app.sharia.action.cancel" onClick={close} disabled={saving} />
          <SaveButton label="app.sharia.action.save" alwaysEnable={!saving && !uploading} disabled={saving || uploading} />
        </>
      }
      maxWidth="sm"
      scroll="paper"
      formKey={formKey}
      form={{ defaultValues, validate, onSubmit, noValidate: true }}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <UploadBusyContext.Provider value={setUploading}>{children}</UploadBusyContext.Provider>
    </AdminFormDialog>
  );
};

export interface ShariaAddDialogProps extends Omit<ShariaFormDialogProps, 'formKey' | 'save'> {
  /** Where the new record is sent (POST). */
  resource: ShariaResource;
  /** Catalog key of the success toast. */
  saved: string;
  /** The request's body from the form's values. */
  payload: (values: Record<string, unknown>) => object;
}

/** An add dialog of the Sharia page: a fresh form each opening; Save creates the record, reads the page again and says so. */
export const ShariaAddDialog = ({ resource, saved, payload, open, ...props }: ShariaAddDialogProps) => {
  const notify = useNotify();
  const { mutateAsync } = useSaveRecord();
  const save = async (values: Record<string, unknown>) => {
    await mutateAsync({ resource, data: payload(values) });
    notify(saved, { type: 'success' });
  };
  return <ShariaFormDialog {...props} open={open} formKey={String(open)} save={save} />;
};

/**
 * A record's delete that a confirmation asks about first (see DeleteConfirm): deletes it, reads the page
 * again and toasts `deleted` (catalog key); a failure is told with the server's message.
 */
export const useShariaRemoval = <T extends { id: Identifier }>(resource: ShariaResource, deleted: string) => {
  const notify = useNotify();
  const deleteRecord = useDeleteRecord(resource);
  return useConfirmedAction<T>(async (record) => {
    await deleteRecord(record.id);
    notify(deleted, { type: 'success' });
  }, 'app.sharia.toast.delete_failed');
};

export interface DeleteConfirmProps {
  /** What useShariaRemoval answers: the dialog is open while it has a target. */
  removal: { target: unknown; busy: boolean; confirm: () => Promise<void>; setTarget: (target: null) => void };
  /** Catalog keys of the question and its explanation, with their interpolation values. */
  title: string;
  content: string;
  translateOptions: Record<string, unknown>;
}

/** The confirmation before a Sharia record is deleted. */
export const DeleteConfirm = ({ removal, title, content, translateOptions }: DeleteConfirmProps) => (
  <ConfirmDialog
    open={removal.target !== null}
    destructive
    title={title}
    content={content}
    translateOptions={translateOptions}
    confirmLabel="app.sharia.action.delete"
    loading={removal.busy}
    onConfirm={() => void removal.confirm()}
    onClose={() => removal.setTarget(null)}
  />
);

/** A tab's add button, beside its section heading. */
export const AddButton = ({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick} disabled={disabled}>
      {translate(label)}
    </Button>
  );
};

/** A row's or card's red delete icon, named after what it deletes. */
export const DeleteButton = ({ name, onClick }: { name: string; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <IconButton size="small" onClick={onClick} aria-label={translate('app.sharia.action.delete_of', { name })} sx={{ color: 'error.main' }}>
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
};

export interface ShariaTableCardProps {
  /** The list's read (react-admin's or react-query's). */
  query: { data?: readonly unknown[]; error: unknown; isPending: boolean; refetch: () => unknown };
  /** Catalog keys of the failure and of the empty list's sentence. */
  fetchFailed: string;
  emptyText: string;
  emptyIcon: ReactElement;
  children: ReactNode;
}

/** A tab's table in a card: the read's failure with a retry, its loading lines, or the empty state when there are no rows. */
export const ShariaTableCard = ({ query, fetchFailed, emptyText, emptyIcon, children }: ShariaTableCardProps) => (
  <TableCard
    error={query.error}
    fetchFailed={fetchFailed}
    onRetry={() => void query.refetch()}
    loading={query.isPending}
    empty={query.data?.length === 0 && <EmptyState icon={emptyIcon} text={emptyText} />}
  >
    {children}
  </TableCard>
);

export interface UploadInputProps {
  /** The form field that takes the uploaded object's path. */
  source: string;
  kind: ShariaUploadKind;
  /** Catalog key of the field's label. */
  label: string;
  /** Catalog key of the line shown while a file is on record and none was uploaded since. */
  onFile: string;
}

/**
 * One upload in a Sharia form (POST /api/admin/sharia/upload-url {kind}, then the PUT of the file); the
 * object path it answers becomes the field's value and is sent with the record.
 */
export const UploadInput = ({ source, kind, label, onFile }: UploadInputProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const { field, fieldState } = useController({ name: source });
  const setBusy = useContext(UploadBusyContext);
  const [uploaded, setUploaded] = useState(false);
  const kept = typeof field.value === 'string' && field.value !== '' && !uploaded;
  return (
    <Box sx={{ mb: 2 }}>
      <UploadField
        kind={kind}
        label={label}
        requestUploadUrl={async () => (await api.requestShariaUploadUrl(kind)).uploadURL}
        onBusyChange={setBusy}
        onUploaded={({ objectPath }) => {
          setUploaded(true);
          field.onChange(objectPath);
        }}
        onRemove={() => {
          setUploaded(false);
          field.onChange(null);
        }}
      />
      {kept && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate(onFile)}
        </Typography>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>
          {/* react-admin's form validation hands a message as { message, args }, not a string */}
          <ValidationError error={fieldState.error.message as ValidationErrorMessage} />
        </FormHelperText>
      )}
    </Box>
  );
};

/** A link to a signed PDF (the session cookie goes with it). */
export const DocumentLink = ({ url, name }: { url: string | null; name: string }) => {
  const translate = useTranslate();
  if (!url) return <>—</>;
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<DescriptionOutlinedIcon />}
      aria-label={translate('app.sharia.action.document_of', { name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.sharia.action.document')}
    </Button>
  );
};

/** '—' for no date, else the console's date. */
export const dateText = (value: string | null | undefined) => (value ? formatDate(value) : '—');

/** The section heading and its line of explanation at the top of a tab's card. */
export const SectionHeading = ({ title, intro, id, action }: { title: string; intro?: string; id?: string; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
      <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
        <Typography id={id} variant="h2">
          {translate(title)}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(intro)}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flex: 'none', maxWidth: '100%' }}>{action}</Box>}
    </Box>
  );
};
