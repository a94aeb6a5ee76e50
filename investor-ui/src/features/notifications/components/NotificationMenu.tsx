import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { formatMoney, type NotificationView } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';

import { portalPath } from '../../../lib/navigation';
import { NOTIFICATIONS_ANCHOR, useLatestNotices, useMarkNoticeRead } from '../api/notifications';
import { relativeTime } from '../relativeTime';

type NotificationMenuProps = {
  id: string;
  anchorEl: HTMLElement;
  onClose: () => void;
};

/** The bell's menu: the latest notices, newest first; choosing one marks it read and opens its item. */
export function NotificationMenu({ id, anchorEl, onClose }: NotificationMenuProps) {
  const { t } = useTranslation('notifications');
  const notices = useLatestNotices();
  const markRead = useMarkNoticeRead();
  const navigate = useNavigate();
  const titleId = `${id}-title`;

  const choose = (notice: NotificationView) => {
    onClose();
    if (notice.readAt === null) markRead.mutate(notice.id);
    const target = portalPath(notice.link);
    if (target) void navigate(target);
  };

  let items;
  if (notices.isPending) {
    items = <MenuItem disabled>{t('menuLoading')}</MenuItem>;
  } else if (notices.isError) {
    items = (
      <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
        {t('menuFailed')}
      </MenuItem>
    );
  } else if (notices.data.length === 0) {
    items = (
      <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
        {t('menuEmpty')}
      </MenuItem>
    );
  } else {
    items = notices.data.map((notice) => <NoticeItem key={notice.id} notice={notice} onChoose={choose} />);
  }

  // A popover with the heading above the menu (not inside it): a menu owns menu items only (axe
  // aria-required-children); the list keeps the menu's keys (arrows, Home, End) and focuses its first item.
  return (
    <Popover
      id={id}
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100dvh - 96px))' } } }}
    >
      <Box sx={{ paddingInline: 2, paddingBlock: 1.5 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('menuTitle')}
        </Typography>
      </Box>
      <Divider />
      <MenuList autoFocusItem aria-labelledby={titleId} sx={{ paddingBlockStart: 0 }}>
        {items}
        <Divider component="li" role="separator" />
        <MenuItem
          onClick={() => {
            onClose();
            void navigate(`/investor/profile#${NOTIFICATIONS_ANCHOR}`);
          }}
          sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600, fontSize: '0.9rem' }}
        >
          {t('settings')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}

function NoticeItem({ notice, onChoose }: { notice: NotificationView; onChoose: (notice: NotificationView) => void }) {
  const { t } = useTranslation('notifications');
  const unread = notice.readAt === null;
  const meta = [notice.schemeName, notice.amount === null ? null : formatMoney(notice.amount), relativeTime(notice.createdAt, t('justNow'))]
    .filter(Boolean)
    .join(' · ');
  return (
    <MenuItem onClick={() => onChoose(notice)} sx={{ alignItems: 'flex-start', gap: 1.5, paddingBlock: 1.25, whiteSpace: 'normal' }}>
      <Box
        aria-hidden
        sx={{ flexShrink: 0, width: 8, height: 8, mt: 0.9, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
      />
      {unread && (
        <Box component="span" sx={visuallyHidden}>
          {t('unreadItem')}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        {notice.category === 'sharia' && (
          // Issue 24: an expired certificate of a scheme the investor holds (cannot be muted): marked as such.
          <Typography
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.dark', fontWeight: 700, '& svg': { fontSize: 16 } }}
          >
            <GppBadOutlined aria-hidden />
            {t('kinds.sharia')}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {notice.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {meta}
        </Typography>
      </Box>
    </MenuItem>
  );
}
