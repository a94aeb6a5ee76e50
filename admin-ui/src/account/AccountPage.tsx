import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { PageHeader } from '../components/PageHeader';
import { AccountSection } from './AccountSection';
import { MySessions } from './MySessions';
import { PasskeysAccountSection } from './PasskeysAccountSection';
import { TwoStepAccountSection } from './TwoStepAccountSection';

/**
 * My account (/admin/account, issue 25): the signed-in admin's own sign-in, one section each (where
 * they are signed in; the second factors join here).
 */
export const AccountPage = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title="app.account.title" subtitle={translate('app.account.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: '48rem' }}>
        <TwoStepAccountSection />
        <PasskeysAccountSection />
        <AccountSection title="app.account.sessions.title" intro="app.account.sessions.intro">
          <MySessions />
        </AccountSection>
      </Box>
    </>
  );
};
