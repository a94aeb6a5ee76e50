import { humanize } from '@fund/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

import { statusLabelKey, statusTone, type StatusKind } from './statusTones';

export interface StatusChipProps {
  /** Which enumeration `status` belongs to. */
  kind: StatusKind;
  /** The API's value, e.g. 'pending' or 'in_progress'. */
  status: string;
  size?: ChipProps['size'];
}

/**
 * A record's status as a soft-coloured chip with its catalog label; the colour follows STYLE.md in
 * both themes (dark text on a light tint in light mode, light text on a dark tint in dark mode).
 *
 * @example <StatusChip kind="kyc" status={application.status} />
 */
export const StatusChip = ({ kind, status, size = 'small' }: StatusChipProps) => {
  const translate = useTranslate();
  const tone = statusTone(kind, status);
  return (
    <Chip
      size={size}
      label={translate(statusLabelKey(kind, status), { _: humanize(status) })}
      data-tone={tone}
      sx={theme => {
        const light = theme.palette.mode === 'light';
        if (tone === 'default') return { bgcolor: 'action.selected', color: 'text.primary' };
        const color = theme.palette[tone];
        return { bgcolor: alpha(color.main, light ? 0.12 : 0.2), color: light ? color.dark : color.light };
      }}
    />
  );
};
