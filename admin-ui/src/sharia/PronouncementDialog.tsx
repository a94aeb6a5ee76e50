import { Box, TextField } from '@mui/material';
import { DateInput, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';

import { PRONOUNCEMENT_KINDS, type PronouncementView, type SchemeShariaStatusView } from '@fund/contracts';

import { pronouncementErrors, pronouncementPayload, type PronouncementValues } from './shariaForms';
import { PRONOUNCEMENTS, useSaveRecord } from './shariaHooks';
import { ShariaFormDialog, UploadInput } from './shariaParts';

/** The dialog's record: a new pronouncement (for a scheme, or one to choose) or one to edit. */
export type PronouncementDialogState = { mode: 'create'; schemeId?: string } | { mode: 'edit'; pronouncement: PronouncementView };

const KIND_CHOICES = PRONOUNCEMENT_KINDS.map((kind) => ({ id: kind, name: `app.sharia.kinds.${kind}` }));

const valuesOf = (state: PronouncementDialogState): PronouncementValues =>
  state.mode === 'edit'
    ? { ...state.pronouncement }
    : {
        schemeId: state.schemeId ?? '',
        kind: 'certificate',
        title: '',
        issuer: '',
        signatories: '',
        issuedOn: '',
        validUntil: '',
        summary: '',
        documentUrl: null,
      };

export interface PronouncementDialogProps {
  state: PronouncementDialogState | null;
  schemes: SchemeShariaStatusView[];
  onClose: () => void;
}

/**
 * Add or edit a pronouncement (POST / PUT /api/admin/sharia/pronouncements): scheme, kind, title,
 * issuer, signatories, issue date, valid until, summary and the signed PDF. A pronouncement keeps its scheme.
 */
export const PronouncementDialog = ({ state, schemes, onClose }: PronouncementDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutateAsync } = useSaveRecord();
  const editing = state?.mode === 'edit' ? state.pronouncement : null;
  const save = async (values: Record<string, unknown>) => {
    const data = pronouncementPayload(values as PronouncementValues);
    await mutateAsync(editing ? { resource: PRONOUNCEMENTS, id: editing.id, data } : { resource: PRONOUNCEMENTS, data });
    notify('app.sharia.toast.pronouncement_saved', { type: 'success' });
  };
  return (
    <ShariaFormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'app.sharia.pronouncement.edit_title' : 'app.sharia.pronouncement.create_title'}
      formKey={editing ? editing.id : `new-${state?.mode === 'create' ? (state.schemeId ?? '') : ''}`}
      defaultValues={state ? valuesOf(state) : {}}
      validate={(values) => pronouncementErrors(values as PronouncementValues) as Record<string, string>}
      save={save}
    >
      {editing ? (
        // A pronouncement keeps its scheme: shown read-only (a disabled field's hint would be too faint to read).
        <TextField
          label={translate('app.sharia.pronouncement.scheme')}
          value={editing.schemeName}
          helperText={translate('app.sharia.pronouncement.scheme_fixed')}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        <SelectInput
          source="schemeId"
          label="app.sharia.pronouncement.scheme"
          choices={schemes.map((scheme) => ({ id: scheme.schemeId, name: scheme.schemeName }))}
          translateChoice={false}
          helperText={false}
          fullWidth
        />
      )}
      <SelectInput source="kind" label="app.sharia.pronouncement.kind" choices={KIND_CHOICES} fullWidth helperText={false} />
      <TextInput source="title" label="app.sharia.pronouncement.title" fullWidth />
      <TextInput source="issuer" label="app.sharia.pronouncement.issuer" fullWidth />
      <TextInput
        source="signatories"
        label="app.sharia.pronouncement.signatories"
        helperText="app.sharia.pronouncement.signatories_hint"
        fullWidth
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
        <DateInput source="issuedOn" label="app.sharia.pronouncement.issued_on" />
        <DateInput
          source="validUntil"
          label="app.sharia.pronouncement.valid_until"
          helperText="app.sharia.pronouncement.valid_until_hint"
        />
      </Box>
      <TextInput source="summary" label="app.sharia.pronouncement.summary" multiline minRows={3} fullWidth />
      <UploadInput
        source="documentUrl"
        kind="sharia-document"
        label="app.sharia.pronouncement.document"
        onFile="app.sharia.pronouncement.document_on_file"
      />
    </ShariaFormDialog>
  );
};
