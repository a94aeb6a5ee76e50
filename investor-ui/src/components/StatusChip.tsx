import Chip from '@mui/material/Chip';
import type { EnrollmentStatus, SchemeStatus } from '@fund/contracts';
import { useTranslation } from 'react-i18next';

type Tone = 'warning' | 'success' | 'error' | 'info' | 'default';

// The same colours as the back office (admin-ui statusTones): live = success, closing = warning,
// earning = info, matured = default; an enrollment earning = success, matured = info, exited = default.
const TONES = {
  scheme: { live: 'success', closing: 'warning', earning: 'info', matured: 'default' } satisfies Record<SchemeStatus, Tone>,
  enrollment: { earning: 'success', matured: 'info', exited: 'default' } satisfies Record<EnrollmentStatus, Tone>,
} as const;

type StatusChipProps =
  | { kind: 'scheme'; status: SchemeStatus }
  | { kind: 'enrollment'; status: EnrollmentStatus };

/** A scheme's or an enrollment's status in words and its colour. */
export function StatusChip({ kind, status }: StatusChipProps) {
  const { t } = useTranslation('status');
  const tones: Record<string, Tone> = TONES[kind];
  const tone = tones[status] ?? 'default';
  return (
    <Chip
      size="small"
      label={kind === 'scheme' ? t(`scheme.${status as SchemeStatus}`) : t(`enrollment.${status as EnrollmentStatus}`)}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
