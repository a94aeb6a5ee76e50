import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { ListBase, Pagination, useGetIdentity, useGetList, useListContext, useTranslate } from 'react-admin';

import { formatDate, RECENT_RESOLVED_RESETS, type AdminUserView, type ResetRequestView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { PersonAvatar } from '../components/PersonAvatar';
import { StatusChip } from '../components/StatusChip';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useResetPassword } from './useResetPassword';

const Section = ({
  title,
  subtitle,
  headingId,
  children,
}: {
  title: string;
  subtitle?: string;
  headingId: string;
  children: ReactNode;
}) => (
  <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
    <CardContent>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>{children}</Box>
    </CardContent>
  </Card>
);

const RowsSkeleton = () => (
  <Stack spacing={1.5} sx={{ py: 1 }}>
    {[0, 1].map((i) => (
      <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </Box>
      </Stack>
    ))}
  </Stack>
);

const Person = ({ name, email, role }: { name: string; email: string; role: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flexGrow: 1 }}>
      <PersonAvatar name={name} tone={role === 'investor' ? 'primary' : 'secondary'} />
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={
          <>
            {name}{' '}
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={translate(`app.password_resets.role.${role}`, { _: role })}
              sx={{ height: 20, marginInlineStart: 0.5 }}
            />
          </>
        }
        secondary={email}
        slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } }, secondary: { noWrap: true } }}
      />
    </Stack>
  );
};

const rowSx = {
  px: 0,
  gap: 2,
  flexWrap: 'wrap',
  borderBlockEnd: '1px solid',
  borderColor: 'divider',
  '&:last-of-type': { borderBlockEnd: 0 },
} as const;

/** Reset with optional notes (spec/001 §7 POST reset-investor-password/{requestId} {notes?}). */
const ResetRequestDialog = ({ request, onClose }: { request: ResetRequestView | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  const reset = useResetPassword(close);
  return (
    <Dialog open={request !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      {request && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reset.mutate({ kind: 'request', id: request.id, email: request.userEmail, notes });
          }}
        >
          <DialogTitle id={titleId}>{translate('app.password_resets.dialog.title', { name: request.userFullName })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('app.password_resets.dialog.intro', { email: request.userEmail })}
            </DialogContentText>
            <TextField
              label={translate('app.password_resets.dialog.notes')}
              helperText={translate('app.password_resets.dialog.notes_hint')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              disabled={reset.isPending}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </DialogContent>
          <DialogActions sx={{ paddingInline: 3, pb: 2 }}>
            <Button onClick={close} disabled={reset.isPending}>
              {translate('app.password_resets.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<LockResetIcon />} loading={reset.isPending}>
              {translate('app.password_resets.action.reset')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
};

const PendingRequests = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, total } = useListContext<ResetRequestView>();
  const [resetting, setResetting] = useState<ResetRequestView | null>(null);
  const headingId = useId();
  return (
    <Section title={`${translate('app.password_resets.pending.title')}${total ? ` (${total})` : ''}`} headingId={headingId}>
      {error ? (
        <ErrorState title="app.password_resets.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton />
      ) : data.length === 0 ? (
        <EmptyState dense icon={<TaskAltIcon />} text="app.password_resets.pending.empty" />
      ) : (
        <>
          <List aria-label={translate('app.password_resets.pending.list_label')} disablePadding>
            {data.map((request) => (
              <ListItem key={request.id} sx={rowSx}>
                <Person name={request.userFullName} email={request.userEmail} role={request.userRole} />
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: '10rem' }}>
                  {translate('app.password_resets.pending.requested', { date: formatDate(request.createdAt, true) })}
                  {request.requestedBy && (
                    <>
                      <br />
                      {translate('app.password_resets.pending.from_ip', { ip: request.requestedBy })}
                    </>
                  )}
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<LockResetIcon />}
                  onClick={() => setResetting(request)}
                  aria-label={`${translate('app.password_resets.action.reset')}: ${request.userFullName}`}
                >
                  {translate('app.password_resets.action.reset')}
                </Button>
              </ListItem>
            ))}
          </List>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </>
      )}
      <ResetRequestDialog request={resetting} onClose={() => setResetting(null)} />
    </Section>
  );
};

/** 'Resolved May 04, 2026 at 10:11 by Aisha Haddad' (issue 21 item 11); without a name when the admin is gone. */
const resolvedText = (translate: ReturnType<typeof useTranslate>, request: ResetRequestView) => {
  const at = request.resolvedAt ?? request.createdAt;
  const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(at));
  const args = { date: formatDate(at, true), time, name: request.resolvedByName ?? '' };
  return translate(request.resolvedByName ? 'app.password_resets.resolved.resolved_by' : 'app.password_resets.resolved.resolved_at', args);
};

const RecentlyResolved = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, isPending, error, refetch } = useGetList<ResetRequestView>('password-resets', {
    filter: { status: ['resolved', 'cancelled'] },
    sort: { field: 'resolvedAt', order: 'DESC' },
    pagination: { page: 1, perPage: RECENT_RESOLVED_RESETS },
  });
  return (
    <Section title={translate('app.password_resets.resolved.title')} headingId={headingId}>
      {error ? (
        <ErrorState title="app.password_resets.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton />
      ) : !data?.length ? (
        <EmptyState dense icon={<TaskAltIcon />} text="app.password_resets.resolved.empty" />
      ) : (
        <List aria-label={translate('app.password_resets.resolved.list_label')} disablePadding>
          {data.map((request) => (
            <ListItem key={request.id} sx={rowSx}>
              <Person name={request.userFullName} email={request.userEmail} role={request.userRole} />
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: '10rem' }}>
                <StatusChip kind="reset_request" status={request.status} />
                <Typography variant="body2" color="text.secondary">
                  {resolvedText(translate, request)}
                </Typography>
                {request.notes && (
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {request.notes}
                  </Typography>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
};

/** super_admin only (spec/001 §6): the other admins, each with Reset Password after a confirmation. */
const AdminPasswords = ({ currentUserId }: { currentUserId: string }) => {
  const translate = useTranslate();
  const headingId = useId();
  const [confirming, setConfirming] = useState<AdminUserView | null>(null);
  const reset = useResetPassword(() => setConfirming(null));
  const { data, isPending, error, refetch } = useGetList<AdminUserView>('users', {
    sort: { field: 'fullName', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const others = (data ?? []).filter((user) => String(user.id) !== currentUserId);
  return (
    <Section
      title={translate('app.password_resets.admins.title')}
      subtitle={translate('app.password_resets.admins.subtitle')}
      headingId={headingId}
    >
      {error ? (
        <ErrorState title="app.password_resets.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <RowsSkeleton />
      ) : others.length === 0 ? (
        <EmptyState dense icon={<AdminPanelSettingsOutlinedIcon />} text="app.password_resets.admins.empty" />
      ) : (
        <List aria-label={translate('app.password_resets.admins.list_label')} disablePadding>
          {others.map((user) => (
            <ListItem key={user.id} sx={rowSx}>
              <Person name={user.fullName} email={user.email} role={user.role} />
              <Button
                variant="outlined"
                startIcon={<LockResetIcon />}
                onClick={() => setConfirming(user)}
                aria-label={`${translate('app.password_resets.admins.reset')}: ${user.fullName}`}
              >
                {translate('app.password_resets.admins.reset')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={translate('app.password_resets.admins.confirm_title', { name: confirming?.fullName ?? '' })}
        content={translate('app.password_resets.admins.confirm_content', { email: confirming?.email ?? '' })}
        confirmLabel="app.password_resets.admins.reset"
        destructive
        loading={reset.isPending}
        onConfirm={() => confirming && reset.mutate({ kind: 'admin', id: confirming.id, email: confirming.email })}
        onClose={() => setConfirming(null)}
      />
    </Section>
  );
};

/**
 * Password Resets (/admin/password-resets, spec/001 §2): pending requests paged through the API,
 * up to 10 Recently Resolved, and for a super admin the other admins' passwords.
 */
export const PasswordResetsPage = () => {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const { identity } = useGetIdentity();
  return (
    <>
      <PageHeader title="app.password_resets.title" subtitle={translate('app.password_resets.subtitle')} />
      <ListBase<ResetRequestView>
        resource="password-resets"
        filter={{ status: 'pending' }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={10}
        disableSyncWithLocation
        queryOptions={{ onError: (error) => notifyFailure(error, 'app.password_resets.notify.fetch_failed') }}
      >
        <PendingRequests />
      </ListBase>
      <RecentlyResolved />
      {identity?.role === 'super_admin' && <AdminPasswords currentUserId={String(identity.id)} />}
    </>
  );
};
