import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { formatDate } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorState } from '../components/ErrorState';
import { fileSizeText } from '../components/fileSize';
import { UploadField, type UploadedDocument } from '../components/UploadField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { schemeDocumentBody, schemeDocumentsKey, useSchemeDocuments, type PendingDocument } from './useSchemeDocuments';

interface RowProps {
  name: string;
  detail: string;
  href?: string | null;
  onRemove: () => void;
  disabled?: boolean;
}

const DocumentRow = ({ name, detail, href, onRemove, disabled }: RowProps) => {
  const translate = useTranslate();
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton edge="end" onClick={onRemove} disabled={disabled} aria-label={translate('app.schemes.documents.remove', { name })}>
          <DeleteOutlineIcon />
        </IconButton>
      }
      sx={{ borderBlockEnd: 1, borderColor: 'divider', '&:last-of-type': { borderBlockEnd: 0 } }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <DescriptionOutlinedIcon color="primary" />
      </ListItemIcon>
      <ListItemText
        primary={
          href ? (
            <Link href={href} target="_blank" rel="noopener" underline="hover">
              {name}
            </Link>
          ) : (
            name
          )
        }
        secondary={detail}
        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
};

const Heading = () => {
  const translate = useTranslate();
  return (
    <Typography component="h3" variant="overline" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
      {translate('app.schemes.sections.documents')}
    </Typography>
  );
};

export interface PendingDocumentsProps {
  documents: PendingDocument[];
  onChange: (documents: PendingDocument[]) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Create New Scheme: uploaded files wait here and are saved once the scheme exists (spec/001 §7). */
export const PendingDocuments = ({ documents, onChange, onBusyChange }: PendingDocumentsProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const add = ({ uploadURL, file, size }: UploadedDocument) => onChange([...documents, { uploadURL, name: file.name, size }]);
  return (
    <Box component="section">
      <Heading />
      {documents.length > 0 && (
        <List dense aria-label={translate('app.schemes.documents.list_label')}>
          {documents.map((document) => (
            <DocumentRow
              key={document.uploadURL}
              name={document.name}
              detail={`${fileSizeText(document.size, translate)} · ${translate('app.schemes.documents.pending')}`}
              onRemove={() => onChange(documents.filter((d) => d.uploadURL !== document.uploadURL))}
            />
          ))}
        </List>
      )}
      <UploadField
        kind="scheme-document"
        label="app.schemes.documents.label"
        requestUploadUrl={api.requestSchemeDocumentUrl}
        onUploaded={add}
        onBusyChange={onBusyChange}
        keepUploaded={false}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        {translate('app.schemes.documents.pending_hint')}
      </Typography>
    </Box>
  );
};

export interface SavedDocumentsProps {
  schemeId: string;
  onBusyChange: (busy: boolean) => void;
}

/** Edit Scheme: each upload is saved at once; a document is deleted after a confirmation. */
export const SavedDocuments = ({ schemeId, onBusyChange }: SavedDocumentsProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { data: documents, isPending, error, refetch } = useSchemeDocuments(schemeId);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: schemeDocumentsKey(schemeId) });

  const save = async ({ uploadURL, file, size }: UploadedDocument) => {
    try {
      await api.saveSchemeDocument(schemeDocumentBody(schemeId, { uploadURL, name: file.name, size }));
      notify('app.schemes.toast.document_uploaded', { type: 'success' });
    } catch (failure) {
      notifyFailure(failure, 'app.schemes.toast.document_save_failed');
    }
    await reload();
  };

  const remove = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      await api.deleteSchemeDocument(schemeId, removing.id);
      notify('app.schemes.toast.document_deleted', { type: 'success' });
    } catch (failure) {
      notifyFailure(failure, 'app.schemes.toast.document_delete_failed');
    } finally {
      setDeleting(false);
      setRemoving(null);
      await reload();
    }
  };

  return (
    <Box component="section">
      <Heading />
      {error ? (
        <ErrorState title="app.schemes.toast.documents_fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Box sx={{ py: 1 }} aria-busy>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Box>
      ) : documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.schemes.documents.none')}
        </Typography>
      ) : (
        <List dense aria-label={translate('app.schemes.documents.list_label')}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              name={document.name}
              href={document.url}
              detail={`${document.type} · ${document.size} · ${translate('app.schemes.documents.uploaded_on', { date: formatDate(document.uploadedAt) })}`}
              onRemove={() => setRemoving({ id: document.id, name: document.name })}
            />
          ))}
        </List>
      )}
      <Box sx={{ mt: 1 }}>
        <UploadField
          kind="scheme-document"
          label="app.schemes.documents.label"
          requestUploadUrl={api.requestSchemeDocumentUrl}
          onUploaded={(upload) => void save(upload)}
          onBusyChange={onBusyChange}
          keepUploaded={false}
        />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        destructive
        irreversible
        title="app.common.confirm.delete_title"
        translateOptions={{ name: removing?.name ?? '' }}
        confirmLabel="app.common.action.delete"
        loading={deleting}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
