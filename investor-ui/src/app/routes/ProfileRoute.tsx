import { NotificationPreferencesSection } from '../../features/notifications/components/NotificationPreferencesSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

/** /investor/profile: the profile's tabs with the notifications feature's section below them. */
export function ProfileRoute() {
  return <ProfilePage after={<NotificationPreferencesSection />} />;
}
