import { Chip, type ChipProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';

import { statusTone, type StatusKind } from './statusTones';

export interface StatusChipProps {
  /** Which enumeration `status` belongs to. */
  kind: StatusKind;
  /** The API's value, e.g. 'pending' or 'in_progress'. */
  status: string;
  /** The status in words, already translated by the app's catalog. */
  label: ReactNode;
  size?: ChipProps['size'];
  /** An icon before the label (e.g. the Sharia badge's shield), drawn in the chip's text colour. */
  icon?: ReactElement;
}

/**
 * A record's status as a soft-coloured chip in semibold, drawn the same in both apps; the colour follows STYLE.md
 * in both modes (dark text on a light tint in light mode, light text on a dark tint in dark mode).
 *
 * @example <StatusChip kind="kyc" status={application.status} label={t(`status.kyc.${application.status}`)} />
 */
export function StatusChip({ kind, status, label, size = 'small', icon }: StatusChipProps) {
  const tone = statusTone(kind, status);
  return (
    <Chip
      size={size}
      label={label}
      icon={icon}
      data-tone={tone}
      sx={(theme) => {
        const light = theme.palette.mode === 'light';
        if (tone === 'default')
          return { fontWeight: 600, bgcolor: 'action.selected', color: 'text.primary', '& .MuiChip-icon': { color: 'text.primary' } };
        const color = theme.palette[tone];
        const text = light ? color.dark : color.light;
        return { fontWeight: 600, bgcolor: alpha(color.main, light ? 0.12 : 0.2), color: text, '& .MuiChip-icon': { color: text } };
      }}
    />
  );
}
