import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { PageHeader } from '../components/PageHeader';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { RoleManagementTab } from './RoleManagementTab';
import { SecurityPolicyTab } from './SecurityPolicyTab';

type SettingsTab = 'password' | 'profile' | 'roles' | 'security';

/**
 * Settings (/admin/settings, spec/001 §2): Password, Profile and, for a super admin only, Role
 * Management (a plain admin never sees it, nor loads the user list it needs) and Security (the admins'
 * second-factor policy, issue 25; `?tab=security` opens it).
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const panelId = useId();
  const { identity } = useGetIdentity();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<SettingsTab>(params.get('tab') === 'security' ? 'security' : 'password');
  const superAdmin = identity?.role === 'super_admin';
  const tabs: SettingsTab[] = superAdmin ? ['password', 'profile', 'roles', 'security'] : ['password', 'profile'];
  const shown = tabs.includes(tab) ? tab : 'password';
  const userId = identity ? String(identity.id) : undefined;
  return (
    <>
      <PageHeader
        title="app.settings.title"
        subtitle={translate(superAdmin ? 'app.settings.subtitle_super_admin' : 'app.settings.subtitle')}
      />
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
            {shown === 'security' && superAdmin && <SecurityPolicyTab />}
          </CardContent>
        </Card>
      </Box>
    </>
  );
};
