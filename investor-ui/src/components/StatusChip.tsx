import { useTranslation } from 'react-i18next';

import type { EnrollmentStatus, SchemeStatus } from '@fund/contracts';
import { StatusChip as KitStatusChip } from '@fund/ui';

type StatusChipProps = { kind: 'scheme'; status: SchemeStatus } | { kind: 'enrollment'; status: EnrollmentStatus };

/** A scheme's or an enrollment's status in words (the portal's catalog) and the kit's colour. */
export function StatusChip({ kind, status }: StatusChipProps) {
  const { t } = useTranslation('status');
  return (
    <KitStatusChip
      kind={kind}
      status={status}
      label={kind === 'scheme' ? t(`scheme.${status as SchemeStatus}`) : t(`enrollment.${status as EnrollmentStatus}`)}
    />
  );
}
