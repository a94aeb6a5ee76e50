import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { visuallyHidden } from '@fund/ui';

type LogoProps = {
  /** Only the mark (the collapsed sidebar); the product name stays available to screen readers. */
  compact?: boolean;
  /** 'light' on dark green backgrounds. */
  tone?: 'dark' | 'light';
  size?: number;
};

/** The product's mark: a gold arch on deep green, with the product name beside it. */
export function Logo({ compact = false, tone = 'dark', size = 32 }: LogoProps) {
  const { t } = useTranslation();
  const name = t('productName');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="#0f5132" />
        <path d="M9.5 24V14.5a6.5 6.5 0 0 1 13 0V24" fill="none" stroke="#d4b66a" strokeWidth="2.4" strokeLinecap="round" />
        <path
          d="M13.5 24v-8a2.5 2.5 0 0 1 5 0v8"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.85"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <circle cx="16" cy="7.5" r="1.3" fill="#d4b66a" />
      </Box>
      {compact ? (
        <Box component="span" sx={visuallyHidden}>
          {name}
        </Box>
      ) : (
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 700, fontSize: '1rem', letterSpacing: '-0.01em', color: tone === 'light' ? '#ffffff' : 'primary.main' }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
