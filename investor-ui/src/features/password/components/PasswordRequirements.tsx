import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { useTranslation } from 'react-i18next';

import { visuallyHidden } from '@fund/ui';
import { passwordChecks, type PasswordRule } from '../passwordRules';

const RULES: PasswordRule[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

/** The requirements list, each rule ticked as the typed password meets it. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('changePassword');
  const checks = passwordChecks(password);
  return (
    <Box id={id} sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(15, 81, 50, 0.04)', border: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('requirementsHeading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {RULES.map((rule) => (
          <Box
            component="li"
            key={rule}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: checks[rule] ? 'success.main' : 'text.secondary', fontSize: '0.875rem' }}
          >
            {checks[rule] ? <CheckCircleRounded fontSize="small" aria-hidden /> : <RadioButtonUncheckedRounded fontSize="small" aria-hidden />}
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {t(`requirements.${rule}`)}
              <Box component="span" sx={visuallyHidden}>
                {` (${checks[rule] ? t('met') : t('notMet')})`}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

