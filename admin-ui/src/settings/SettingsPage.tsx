import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';

import { PageHeader } from '../components/PageHeader';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { RoleManagementTab } from './RoleManagementTab';

type SettingsTab = 'password' | 'profile' | 'roles';

/**
 * Settings (/admin/settings, spec/001 §2): Password, Profile and, for a super admin only, Role
 * Management (a plain admin never sees it, nor loads the user list it needs).
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const panelId = useId();
  const { identity } = useGetIdentity();
  const [tab, setTab] = useState<SettingsTab>('password');
  const superAdmin = identity?.role === 'super_admin';
  const tabs: SettingsTab[] = superAdmin ? ['password', 'profile', 'roles'] : ['password', 'profile'];
  const shown = tabs.includes(tab) ? tab : 'password';
  const userId = identity ? String(identity.id) : undefined;
  return (
    <>
      <PageHeader title="app.settings.title" subtitle={translate('app.settings.subtitle')} />
      <Tabs
        value={shown}
        onChange={(_, value: SettingsTab) => setTab(value)}
        aria-label={translate('app.settings.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${panelId}-tab-${value}`}
            aria-controls={panelId}
            label={translate(`app.settings.tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${shown}`} sx={{ maxWidth: '40rem' }}>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {shown === 'password' && <PasswordTab userId={userId} />}
            {shown === 'profile' && <ProfileTab key={userId} userId={userId} photoUrl={(identity?.avatar as string | undefined) ?? null} />}
            {shown === 'roles' && superAdmin && <RoleManagementTab currentUserId={userId} />}
          </CardContent>
        </Card>
      </Box>
    </>
  );
};
