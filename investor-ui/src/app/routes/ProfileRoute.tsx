import { NotificationPreferencesSection } from '../../features/notifications/components/NotificationPreferencesSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { SessionsSection } from '../../features/sessions/components/SessionsSection';

/** /investor/profile: the profile's tabs with the notifications feature's section below them, and where you're signed in in Security. */
export function ProfileRoute() {
  return <ProfilePage after={<NotificationPreferencesSection />} security={<SessionsSection />} />;
}
