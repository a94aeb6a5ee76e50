import { useTranslate } from 'react-admin';

import type { SchemeShariaStatusView } from '@fund/contracts';
import { StatusChip } from '@fund/ui';

import { useShariaStatuses } from './shariaHooks';
import { shariaStatusLabel } from './shariaStatus';

/** A scheme's Sharia badge: certified until a date (green), expires in N days (amber), expired (red), not certified (grey). */
export const ShariaStatusChip = ({ status }: { status: SchemeShariaStatusView }) => {
  const translate = useTranslate();
  return <StatusChip kind="sharia" status={status.status} label={shariaStatusLabel(status, translate)} />;
};

/**
 * A scheme's badge on the Products & Schemes cards: read from GET /api/sharia/schemes, one call for every
 * card (the query is shared); nothing while it loads or if it fails.
 */
export const SchemeShariaBadge = ({ schemeId }: { schemeId: string }) => {
  const { data } = useShariaStatuses();
  const status = data?.find((candidate) => candidate.schemeId === schemeId);
  return status ? <ShariaStatusChip status={status} /> : null;
};
