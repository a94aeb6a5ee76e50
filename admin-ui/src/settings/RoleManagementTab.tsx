import { Skeleton, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, SelectInput, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';

import { ROLES, type AdminUserView } from '@fund/contracts';

import { ErrorState } from '../components/ErrorState';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { validateRole, type RoleValues } from './settingsForms';

const roleChoices = ROLES.map((role) => ({ id: role, name: `app.users.role.${role}` }));

const CurrentRole = ({ users }: { users: AdminUserView[] }) => {
  const translate = useTranslate();
  const userId = useWatch<RoleValues>({ name: 'userId' });
  const user = users.find((candidate) => String(candidate.id) === String(userId));
  if (!user) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {translate('app.settings.roles.current', { role: translate(`app.users.role.${user.role}`) })}
    </Typography>
  );
};

/**
 * Role Management (spec/001 §5, §6; super admins only, the caller checks): pick a user, pick a role,
 * PATCH /api/admin/users/{id}/role {role}; 'Please select a user' without a user, and one's own role
 * is refused before any call with the spec's message.
 */
export const RoleManagementTab = ({ currentUserId }: { currentUserId: string | undefined }) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { data, isPending, error, refetch } = useGetList<AdminUserView>('users', {
    sort: { field: 'fullName', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const change = useMutation({
    mutationFn: async ({ userId, role }: RoleValues) => {
      await api.setUserRole(userId, role);
    },
    onSuccess: () => {
      notify('app.settings.notify.role_updated', { type: 'success' });
      refresh();
    },
    onError: (err) => notifyFailure(err, 'app.settings.notify.role_failed'),
  });

  if (error) return <ErrorState title="app.users.notify.fetch_failed" error={error} onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <Stack spacing={2}>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  const users = data ?? [];
  const you = translate('app.settings.roles.you');
  return (
    <Form<RoleValues>
      defaultValues={{ userId: '', role: 'admin' }}
      validate={validateRole(currentUserId)}
      onSubmit={(values: FieldValues) => change.mutate(values as RoleValues)}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {translate('app.settings.roles.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.roles.intro')}
      </Typography>
      <SelectInput
        source="userId"
        label="app.settings.roles.user"
        choices={users.map((user) => ({
          id: String(user.id),
          name: `${user.fullName} (${user.email})${String(user.id) === currentUserId ? ` ${you}` : ''}`,
        }))}
        translateChoice={false}
        emptyText=""
        fullWidth
        disabled={change.isPending}
      />
      <CurrentRole users={users} />
      <SelectInput source="role" label="app.settings.roles.role" choices={roleChoices} fullWidth disabled={change.isPending} />
      <SaveButton label="app.settings.roles.submit" alwaysEnable={!change.isPending} />
    </Form>
  );
};
