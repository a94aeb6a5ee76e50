import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemeShariaStatusView, ShariaStatus } from '@fund/contracts';

import { useShariaStatus } from '../../lib/sharia';
import { SHARIA_BADGE_COLORS, shariaBadgeText } from './shariaBadgeWording';

const ICONS: Record<ShariaStatus, ReactElement> = {
  certified: <VerifiedOutlined />,
  expiring: <GppMaybeOutlined />,
  expired: <GppBadOutlined />,
  none: <HelpOutlineRounded />,
};

/** A scheme's Sharia status as a chip, from a status already at hand. */
export function ShariaStatusChip({ status, size = 'small' }: { status: SchemeShariaStatusView; size?: ChipProps['size'] }) {
  const { t } = useTranslation('sharia');
  return (
    <Chip
      size={size}
      variant="outlined"
      color={SHARIA_BADGE_COLORS[status.status]}
      icon={ICONS[status.status]}
      label={shariaBadgeText(status, t)}
      sx={{
        alignSelf: 'flex-start',
        fontWeight: 600,
        maxWidth: '100%',
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        '& .MuiChip-label': { whiteSpace: 'normal', paddingBlock: 0.25 },
      }}
    />
  );
}

/**
 * The scheme's Sharia badge (issue 24), read from the one list of badges the session caches; nothing
 * while it loads or when it cannot be read (the page it sits on does not depend on it).
 */
export function ShariaBadge({ schemeId, size }: { schemeId: string; size?: ChipProps['size'] }) {
  const status = useShariaStatus(schemeId);
  if (!status) return null;
  return <ShariaStatusChip status={status} size={size} />;
}
