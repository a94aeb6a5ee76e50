import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { visuallyHidden } from './visuallyHidden';

export interface PasswordRule {
  key: string;
  /** The rule in words (already translated). */
  label: string;
  /** Whether the typed password meets it. */
  met: boolean;
}

export interface PasswordRequirementsProps {
  /** Referenced by the password input's aria-describedby. */
  id?: string;
  heading: string;
  rules: readonly PasswordRule[];
  /** What a screen reader hears after each rule: '(met)' or '(not met)'. */
  metLabel: string;
  notMetLabel: string;
}

/** The password requirements list (spec/000 §5), each rule ticked as the typed password meets it. */
export function PasswordRequirements({ id, heading, rules, metLabel, notMetLabel }: PasswordRequirementsProps) {
  return (
    <Box
      id={id}
      sx={(theme) => ({ p: 2, borderRadius: 2, bgcolor: alpha(theme.palette.primary.main, 0.04), border: 1, borderColor: 'divider' })}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {rules.map(({ key, label, met }) => (
          <Box
            component="li"
            key={key}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary', fontSize: '0.875rem' }}
          >
            {met ? <CheckCircleRounded fontSize="small" aria-hidden /> : <RadioButtonUncheckedRounded fontSize="small" aria-hidden />}
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {label}
              <Box component="span" sx={visuallyHidden}>
                {` (${met ? metLabel : notMetLabel})`}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
