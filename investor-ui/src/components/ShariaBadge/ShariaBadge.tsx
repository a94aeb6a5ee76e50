import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import type { ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemeShariaStatusView, ShariaStatus } from '@fund/contracts';
import { StatusChip } from '@fund/ui';

import { useShariaStatus } from '../../lib/sharia';
import { shariaBadgeText } from './shariaBadgeWording';

const ICONS: Record<ShariaStatus, ReactElement> = {
  certified: <VerifiedOutlined />,
  expiring: <GppMaybeOutlined />,
  expired: <GppBadOutlined />,
  none: <HelpOutlineRounded />,
};

/**
 * A scheme's Sharia status as the kit's chip (kind 'sharia': certified green, expiring amber, expired
 * red, none grey) with its shield, from a status already at hand. It keeps its own width in a card's column.
 */
export function ShariaStatusChip({ status, size = 'small' }: { status: SchemeShariaStatusView; size?: ChipProps['size'] }) {
  const { t } = useTranslation('sharia');
  return (
    <Box sx={{ display: 'flex', alignSelf: 'flex-start', justifySelf: 'start', maxWidth: '100%', minWidth: 0 }}>
      <StatusChip kind="sharia" status={status.status} size={size} icon={ICONS[status.status]} label={shariaBadgeText(status, t)} />
    </Box>
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
