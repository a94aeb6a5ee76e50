import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, Box, Button, FormHelperText, Typography } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button as RaButton, SaveButton, useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { useController } from 'react-hook-form';

import { formatDate } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { UploadField } from '../components/UploadField';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';
import type { ShariaUploadKind } from '../providers/shariaMethods';

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
