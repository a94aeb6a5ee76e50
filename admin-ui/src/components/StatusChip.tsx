import { useTranslate } from 'react-admin';

import { humanize } from '@fund/contracts';
import { StatusChip as KitStatusChip, type StatusChipProps as KitStatusChipProps, type StatusKind } from '@fund/ui';

/** The catalog key of a status label, e.g. app.common.status.kyc.pending. */
export const statusLabelKey = (kind: StatusKind, status: string) => `app.common.status.${kind}.${status}`;

export type StatusChipProps = Omit<KitStatusChipProps, 'label'>;

/**
 * @fund/ui's StatusChip with the back office's catalog label (the value in words when the catalog
 * has none).
 *
 * @example <StatusChip kind="kyc" status={application.status} />
 */
export const StatusChip = ({ kind, status, size }: StatusChipProps) => {
  const translate = useTranslate();
  return <KitStatusChip kind={kind} status={status} size={size} label={translate(statusLabelKey(kind, status), { _: humanize(status) })} />;
};
