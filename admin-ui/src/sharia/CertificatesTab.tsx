import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Skeleton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import type { PronouncementView, SchemeShariaStatusView } from '@fund/contracts';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Fact } from '../components/Fact';
import { PlainTable } from '../components/PlainTable';
import { PronouncementDialog, type PronouncementDialogState } from './PronouncementDialog';
import { PRONOUNCEMENTS, usePronouncements, useShariaStatuses } from './shariaHooks';
import { AddButton, dateText, DeleteButton, DeleteConfirm, DocumentLink, SectionHeading, useShariaRemoval } from './shariaParts';
import { ShariaStatusChip } from './ShariaStatusChip';

interface SchemeCertificatesProps {
  status: SchemeShariaStatusView;
  onAdd: (schemeId: string) => void;
  onEdit: (pronouncement: PronouncementView) => void;
  onDelete: (pronouncement: PronouncementView) => void;
}

/** One scheme: its badge, why it is held, its current certificate and every pronouncement. */
const SchemeCertificates = ({ status, onAdd, onEdit, onDelete }: SchemeCertificatesProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { data, isPending, error, refetch } = usePronouncements(status.schemeId);
  const current = data?.find((pronouncement) => pronouncement.current) ?? null;
  const t = (key: string) => translate(`app.sharia.certificates.columns.${key}`);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
            <Typography id={titleId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {status.schemeName}
            </Typography>
            <ShariaStatusChip status={status} />
          </Stack>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => onAdd(status.schemeId)}
            aria-label={translate('app.sharia.action.add_pronouncement_to', { name: status.schemeName })}
          >
            {translate('app.sharia.action.add_pronouncement')}
          </Button>
        </Box>
        {status.gated && status.message && (
          <Alert severity={status.status === 'expired' ? 'error' : 'warning'} sx={{ mb: 2 }}>
            {status.message}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          {translate('app.sharia.certificates.current')}
        </Typography>
        {isPending ? (
          <Skeleton height={56} />
        ) : current ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 1.5,
              m: 0,
              mb: 2,
            }}
          >
            <Fact label="app.sharia.certificates.columns.title" wide>
              {current.title}
            </Fact>
            <Fact label="app.sharia.certificates.columns.issuer">{current.issuer}</Fact>
            <Fact label="app.sharia.pronouncement.signatories">{current.signatories}</Fact>
            <Fact label="app.sharia.certificates.columns.issued_on" tabular>
              {dateText(current.issuedOn)}
            </Fact>
            <Fact label="app.sharia.certificates.columns.valid_until" tabular>
              {current.validUntil ? dateText(current.validUntil) : translate('app.sharia.certificates.no_expiry')}
            </Fact>
            {current.summary && (
              <Fact label="app.sharia.pronouncement.summary" wide>
                {current.summary}
              </Fact>
            )}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.sharia.certificates.current_none')}
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          {translate('app.sharia.certificates.history')}
        </Typography>
        {error ? (
          <ErrorState title="app.sharia.certificates.history_failed" error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton height={80} />
        ) : data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.sharia.certificates.history_empty')}
          </Typography>
        ) : (
          <PlainTable
            outlined
            minWidth={720}
            aria-label={translate('app.sharia.certificates.history_label', { name: status.schemeName })}
            columns={[
              { label: t('kind') },
              { label: t('title') },
              { label: t('issuer') },
              { label: t('issued_on') },
              { label: t('valid_until') },
              { label: t('document') },
              { label: t('actions'), align: 'right' },
            ]}
          >
            {data.map((pronouncement) => (
              <TableRow key={pronouncement.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.sharia.kinds.${pronouncement.kind}`)}
                  {pronouncement.current && (
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={translate('app.sharia.certificates.current_chip')}
                      sx={{ marginInlineStart: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{pronouncement.title}</TableCell>
                <TableCell>{pronouncement.issuer}</TableCell>
                <TableCell className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                  {dateText(pronouncement.issuedOn)}
                </TableCell>
                <TableCell className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                  {pronouncement.validUntil ? dateText(pronouncement.validUntil) : translate('app.sharia.certificates.no_expiry')}
                </TableCell>
                <TableCell>
                  <DocumentLink url={pronouncement.documentUrl} name={pronouncement.title} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    onClick={() => onEdit(pronouncement)}
                    aria-label={translate('app.sharia.action.edit_of', { name: pronouncement.title })}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <DeleteButton name={pronouncement.title} onClick={() => onDelete(pronouncement)} />
                </TableCell>
              </TableRow>
            ))}
          </PlainTable>
        )}
      </CardContent>
    </Card>
  );
};

/** Certificates: per scheme its badge, current pronouncement and history; add, edit and delete pronouncements. */
export const CertificatesTab = () => {
  const translate = useTranslate();
  const statuses = useShariaStatuses();
  const [dialog, setDialog] = useState<PronouncementDialogState | null>(null);
  const removal = useShariaRemoval<PronouncementView>(PRONOUNCEMENTS, 'app.sharia.toast.pronouncement_deleted');
  const schemes = statuses.data ?? [];

  return (
    <>
      <SectionHeading
        title="app.sharia.tabs.certificates"
        intro="app.sharia.certificates.intro"
        action={
          <AddButton
            label="app.sharia.action.add_pronouncement"
            onClick={() => setDialog({ mode: 'create' })}
            disabled={schemes.length === 0}
          />
        }
      />
      {statuses.error ? (
        <ErrorState title="app.sharia.certificates.fetch_failed" error={statuses.error} onRetry={() => void statuses.refetch()} />
      ) : statuses.isPending ? (
        <Stack spacing={2} aria-label={translate('ra.page.loading')}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : schemes.length === 0 ? (
        <Card>
          <EmptyState icon={<VerifiedOutlinedIcon />} text="app.sharia.certificates.empty" />
        </Card>
      ) : (
        <Stack spacing={3}>
          {schemes.map((status) => (
            <SchemeCertificates
              key={status.schemeId}
              status={status}
              onAdd={(schemeId) => setDialog({ mode: 'create', schemeId })}
              onEdit={(pronouncement) => setDialog({ mode: 'edit', pronouncement })}
              onDelete={removal.setTarget}
            />
          ))}
        </Stack>
      )}
      <PronouncementDialog state={dialog} schemes={schemes} onClose={() => setDialog(null)} />
      <DeleteConfirm
        removal={removal}
        title="app.sharia.pronouncement.delete_title"
        content="app.sharia.pronouncement.delete_content"
        translateOptions={{ name: removal.target?.title }}
      />
    </>
  );
};
