import { lazy, Suspense, useId, useState } from 'react';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

import { useUnreadCounts } from '../../features/notifications/api/notifications';

// The menu's code loads the first time it opens: the header carries only the button and its count.
const NotificationMenu = lazy(() => import('../../features/notifications/components/NotificationMenu').then((module) => ({ default: module.NotificationMenu })));

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
      {anchor && (
        <Suspense fallback={null}>
          <NotificationMenu id={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
