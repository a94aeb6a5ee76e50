import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  ExportButton,
  ListBase,
  Pagination,
  useDelete,
  useGetIdentity,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';

import { formatDate, type AdminUserView, type InvitationView } from '@fund/contracts';
import { CardListPanel } from '@fund/ui';

import { CardAction } from '../components/CardAction';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useCsvExporter } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { PersonAvatar } from '../components/PersonAvatar';
import { PersonHeaderSkeleton } from '../components/PersonHeader';
import { StatusChip } from '../components/StatusChip';
import { useConfirmedAction } from '../components/useConfirmedAction';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { CreateAdminDialog } from './CreateAdminDialog';
import { InviteAdminDialog } from './InviteAdminDialog';
import { MailQueueCard } from './MailQueueCard';

export const USERS_PAGE_SIZE = 24;
type UsersTab = 'admins' | 'invitations';

/** Add Admin (spec/001 §2): a menu with Invite via Email and Create Directly. */
const AddAdminMenu = ({ onChoose }: { onChoose: (way: 'invite' | 'create') => void }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (way: 'invite' | 'create') => {
    setAnchor(null);
    onChoose(way);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddAlt1Icon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.users.add.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': translate('app.users.add.menu_label') } }}
      >
        <MenuItem onClick={() => choose('invite')} sx={{ maxWidth: 360, whiteSpace: 'normal' }}>
          <ListItemIcon>
            <ForwardToInboxOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.users.add.invite')} secondary={translate('app.users.add.invite_hint')} />
        </MenuItem>
        <MenuItem onClick={() => choose('create')} sx={{ maxWidth: 360, whiteSpace: 'normal' }}>
          <ListItemIcon>
            <PersonAddAltOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.users.add.create')} secondary={translate('app.users.add.create_hint')} />
        </MenuItem>
      </Menu>
    </>
  );
};

/** One placeholder card of the admin and invitation lists. */
const UserCardSkeleton = () => (
  <Card variant="outlined">
    <CardContent>
      <PersonHeaderSkeleton spaced={false} />
    </CardContent>
  </Card>
);

const AdminCard = ({ user, isYou, onToggle }: { user: AdminUserView; isYou: boolean; onToggle?: (user: AdminUserView) => void }) => {
  const translate = useTranslate();
  const disabled = user.status === 'disabled';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar name={user.fullName} tone={user.role === 'super_admin' ? 'secondary' : 'primary'} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {user.fullName}
              {isYou && (
                <Chip component="span" size="small" label={translate('app.users.admins.you')} sx={{ marginInlineStart: 1, height: 20 }} />
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={translate(`app.users.role.${user.role}`)} />
          <StatusChip kind="user" status={user.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.users.fields.username')}:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {user.username}
          </Box>
          {' · '}
          {translate('app.users.admins.joined', { date: formatDate(user.createdAt, true) })}
        </Typography>
        {onToggle && (
          <CardAction
            variant="outlined"
            color={disabled ? 'primary' : 'error'}
            icon={disabled ? <HowToRegOutlinedIcon /> : <PersonOffOutlinedIcon />}
            label={disabled ? 'app.users.admins.enable' : 'app.users.admins.disable'}
            name={user.fullName}
            onClick={() => onToggle(user)}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * Issue 21 item 10: a super admin disables or enables another admin's login (PATCH /api/users/{id}/status)
 * after a confirmation that starts on Cancel; a disable ends the admin's sessions at once.
 */
const useLoginSwitch = () => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return useConfirmedAction<AdminUserView>(async (user) => {
    const status = user.status === 'disabled' ? 'active' : 'disabled';
    await api.setUserStatus(user.id, status);
    notify(status === 'disabled' ? 'app.users.notify.login_disabled' : 'app.users.notify.login_enabled', {
      type: 'success',
      messageArgs: { name: user.fullName },
    });
    refresh();
  }, 'app.users.notify.status_failed');
};

const AdminUsers = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<AdminUserView>();
  const { identity } = useGetIdentity();
  const loginSwitch = useLoginSwitch();
  const superAdmin = identity?.role === 'super_admin';
  const enabling = loginSwitch.target?.status === 'disabled';
  return (
    <CardListPanel
      items={data}
      loading={isPending}
      error={error ? <ErrorState title="app.users.notify.fetch_failed" error={error} onRetry={() => void refetch()} /> : undefined}
      skeleton={<UserCardSkeleton />}
      empty={<EmptyState icon={<ManageAccountsOutlinedIcon />} text="app.users.admins.empty" />}
      listLabel={translate('app.users.admins.list_label')}
      renderItem={(user) => {
        const isYou = identity !== undefined && String(identity.id) === String(user.id);
        return <AdminCard user={user} isYou={isYou} onToggle={superAdmin && !isYou ? loginSwitch.setTarget : undefined} />;
      }}
    >
      <ConfirmDialog
        open={loginSwitch.target !== null}
        title={translate(enabling ? 'app.users.admins.enable_title' : 'app.users.admins.disable_title', {
          name: loginSwitch.target?.fullName ?? '',
        })}
        content={translate(enabling ? 'app.users.admins.enable_content' : 'app.users.admins.disable_content')}
        confirmLabel={enabling ? 'app.users.admins.enable' : 'app.users.admins.disable'}
        destructive={!enabling}
        loading={loginSwitch.busy}
        onConfirm={() => void loginSwitch.confirm()}
        onClose={() => loginSwitch.setTarget(null)}
      />
    </CardListPanel>
  );
};

const InvitationCard = ({
  invitation,
  onDelete,
  onResend,
}: {
  invitation: InvitationView;
  onDelete: (invitation: InvitationView) => void;
  onResend: (invitation: InvitationView) => void;
}) => {
  const translate = useTranslate();
  const pending = invitation.status === 'pending';
  const resendable = invitation.status !== 'accepted';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar name={invitation.fullName} tone="secondary" />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {invitation.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {invitation.email}
            </Typography>
          </Box>
          {pending && (
            <Tooltip title={translate('app.users.invitations.delete')}>
              <IconButton
                onClick={() => onDelete(invitation)}
                aria-label={`${translate('app.users.invitations.delete')}: ${invitation.fullName}`}
                color="error"
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={translate(`app.users.role.${invitation.role}`)} />
          <StatusChip kind="invitation" status={invitation.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.users.invitations.sent', { date: formatDate(invitation.createdAt, true) })}
          {pending && ` · ${translate('app.users.invitations.expires', { date: formatDate(invitation.expiresAt, true) })}`}
        </Typography>
        {pending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
            <LinkOffOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            <Typography variant="caption">{translate('app.users.invitations.link_note')}</Typography>
          </Stack>
        )}
        {resendable && (
          <CardAction
            variant="outlined"
            icon={<SendOutlinedIcon />}
            label="app.users.invitations.resend"
            name={invitation.fullName}
            onClick={() => onResend(invitation)}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
      </CardContent>
    </Card>
  );
};

const Invitations = () => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { data, isPending, error, refetch } = useListContext<InvitationView>();
  const [deleting, setDeleting] = useState<InvitationView | null>(null);
  const [remove, { isPending: removing }] = useDelete<InvitationView>();
  const refresh = useRefresh();
  /** Issue 21 item 10: POST /api/admin/invitations/{id}/resend, a new link e-mailed (the old one dies). */
  const resend = useConfirmedAction<InvitationView>(async (invitation) => {
    const answer = await api.resendInvitation(invitation.id);
    notify(answer.emailSent ? 'app.users.notify.resent' : 'app.users.notify.resent_not_emailed', {
      type: answer.emailSent ? 'success' : 'warning',
      messageArgs: { email: invitation.email },
    });
    refresh();
  }, 'app.users.notify.resend_failed');
  const confirm = () => {
    if (!deleting) return;
    remove(
      'invitations',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.users.notify.deleted', { type: 'success' });
          setDeleting(null);
        },
        onError: (err) => notifyFailure(err, 'app.users.notify.delete_failed'),
      },
    );
  };
  return (
    <CardListPanel
      items={data}
      loading={isPending}
      error={error ? <ErrorState title="app.users.notify.fetch_failed" error={error} onRetry={() => void refetch()} /> : undefined}
      skeleton={<UserCardSkeleton />}
      empty={<EmptyState icon={<ForwardToInboxOutlinedIcon />} text="app.users.invitations.empty" />}
      listLabel={translate('app.users.invitations.list_label')}
      renderItem={(invitation) => <InvitationCard invitation={invitation} onDelete={setDeleting} onResend={resend.setTarget} />}
    >
      <ConfirmDialog
        open={deleting !== null}
        title={translate('app.users.invitations.delete_title', { name: deleting?.fullName ?? '' })}
        content={translate('app.users.invitations.delete_content', { email: deleting?.email ?? '' })}
        confirmLabel="app.users.invitations.delete"
        destructive
        loading={removing}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resend.target !== null}
        title={translate('app.users.invitations.resend_title', { email: resend.target?.email ?? '' })}
        content={translate('app.users.invitations.resend_content')}
        confirmLabel="app.users.invitations.resend"
        loading={resend.busy}
        onConfirm={() => void resend.confirm()}
        onClose={() => resend.setTarget(null)}
      />
    </CardListPanel>
  );
};

const ListShell = ({ children }: { children: React.ReactNode }) => (
  <>
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
      <ExportButton label="app.common.action.export_csv" />
    </Stack>
    {children}
    <Pagination rowsPerPageOptions={[12, USERS_PAGE_SIZE, 48]} sx={{ mt: 2 }} />
  </>
);

/**
 * User Management (/admin/users, spec/001 §2): Admin Users and Invitations, each paged through the
 * API with CSV export; Add Admin invites by e-mail or creates the account directly.
 */
export const UsersPage = () => {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const panelId = useId();
  const [tab, setTab] = useState<UsersTab>('admins');
  const [dialog, setDialog] = useState<'invite' | 'create' | null>(null);
  const onError = (error: unknown) => notifyFailure(error, 'app.users.notify.fetch_failed');
  const adminsExporter = useCsvExporter<AdminUserView>(
    [
      { header: 'app.users.fields.full_name', value: (u) => u.fullName },
      { header: 'app.users.fields.email', value: (u) => u.email },
      { header: 'app.users.fields.username', value: (u) => u.username },
      { header: 'app.users.fields.role', value: (u) => u.role },
      { header: 'app.users.fields.status', value: (u) => u.status },
    ],
    'admin-users',
  );
  const invitationsExporter = useCsvExporter<InvitationView>(
    [
      { header: 'app.users.fields.full_name', value: (i) => i.fullName },
      { header: 'app.users.fields.email', value: (i) => i.email },
      { header: 'app.users.fields.role', value: (i) => i.role },
      { header: 'app.users.fields.status', value: (i) => i.status },
      { header: 'app.users.fields.sent', value: (i) => formatDate(i.createdAt, true) },
    ],
    'admin-invitations',
  );
  return (
    <>
      <PageHeader title="app.users.title" subtitle={translate('app.users.subtitle')} actions={<AddAdminMenu onChoose={setDialog} />} />
      <Tabs
        value={tab}
        onChange={(_, value: UsersTab) => setTab(value)}
        aria-label={translate('app.users.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
      >
        {(['admins', 'invitations'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${panelId}-tab-${value}`}
            aria-controls={panelId}
            label={translate(`app.users.tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
        {tab === 'admins' ? (
          <ListBase<AdminUserView>
            resource="users"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={USERS_PAGE_SIZE}
            exporter={adminsExporter}
            disableSyncWithLocation
            queryOptions={{ onError }}
          >
            <ListShell>
              <AdminUsers />
            </ListShell>
          </ListBase>
        ) : (
          <ListBase<InvitationView>
            resource="invitations"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={USERS_PAGE_SIZE}
            exporter={invitationsExporter}
            disableSyncWithLocation
            queryOptions={{ onError }}
          >
            <ListShell>
              <Invitations />
            </ListShell>
          </ListBase>
        )}
      </Box>
      <MailQueueCard />
      <InviteAdminDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
      <CreateAdminDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
    </>
  );
};
