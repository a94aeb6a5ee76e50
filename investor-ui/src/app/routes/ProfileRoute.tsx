import Box from '@mui/material/Box';

import { NotificationPreferencesSection } from '../../features/notifications/components/NotificationPreferencesSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { PasskeysSection } from '../../features/security/components/PasskeysSection';
import { TwoStepSection } from '../../features/security/components/TwoStepSection';
import { SessionsSection } from '../../features/sessions/components/SessionsSection';

/** /investor/profile: the profile's tabs with the notifications feature's section below them, and two-step sign-in and where you're signed in in Security. */
export function ProfileRoute() {
  return (
    <ProfilePage
      after={<NotificationPreferencesSection />}
      security={
        <>
          <Box sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}>
            <TwoStepSection />
          </Box>
          <PasskeysSection />
          <SessionsSection />
        </>
      }
    />
  );
}
