import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUnreadCounts } from '../../features/notifications/api/notifications';
// Imported, not lazy: a lazy menu made the bundler split modules the login screen shares into more
// chunks, which cost the initial load 1.9 kB gzip; the menu itself is 1.4 kB of the portal frame's chunk.
import { NotificationMenu } from '../../features/notifications/components/NotificationMenu';

/** The header's bell (issue 20 item 5): the unread notices' count, and the latest notices in a menu. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCounts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const count = unread.data?.notifications ?? 0;
  const label = unread.data ? t('bell', { count }) : t('menuTitle');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} max={99} color="error" overlap="circular">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && <NotificationMenu id={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
