import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { Logo } from '../../../components/Logo';
import { PublicShell } from '../../../components/PublicShell';
import { usePageTitle } from '../../../lib/usePageTitle';
import { KYC_STEP_FIELDS } from '../kycForm';

/** spec/000 §2 /kyc: what the application asks for, how long it takes, that progress is saved. */
export function KycIntroPage() {
  const { t } = useTranslation(['kyc', 'common']);
  usePageTitle(t('title'));
  const facts = [
    { icon: <ScheduleOutlined />, text: t('introTime') },
    { icon: <SaveOutlined />, text: t('introSaved') },
    { icon: <BadgeOutlined />, text: t('introDocument') },
  ];

  return (
    <PublicShell>
      <Card sx={{ width: '100%', maxWidth: 640, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
          <Logo size={36} />
          <Typography variant="overline" component="p" color="secondary.dark" sx={{ mt: 3 }}>
            {t('title')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1.5 }}>
            {t('introTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('introText')}
          </Typography>

          <Typography variant="h2" sx={{ fontSize: '1rem', mb: 2 }}>
            {t('introStepsHeading')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, mb: 4 }}>
            {KYC_STEP_FIELDS.map(({ id }, index) => (
              <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  aria-hidden
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 30,
                    height: 30,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: '0.85rem',
                  }}
                >
                  {index + 1}
                </Box>
                <Typography sx={{ fontWeight: 500 }}>{t(`steps.${id}`)}</Typography>
              </Box>
            ))}
          </Box>

          <Stack
            spacing={1.25}
            sx={{ p: 2, mb: 4, borderRadius: 2, bgcolor: 'rgba(176, 141, 60, 0.08)', border: 1, borderColor: 'rgba(176, 141, 60, 0.25)' }}
          >
            {facts.map(({ icon, text }) => (
              <Box
                key={text}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.secondary', '& svg': { color: 'secondary.dark' } }}
              >
                <Box aria-hidden sx={{ display: 'flex' }}>
                  {icon}
                </Box>
                <Typography variant="body2">{text}</Typography>
              </Box>
            ))}
          </Stack>

          <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: 1.5 }}>
            <Button component={RouterLink} to="/" variant="text" size="large">
              {t('common:cancel')}
            </Button>
            <Button component={RouterLink} to="/kyc/submit" variant="contained" size="large">
              {t('begin')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </PublicShell>
  );
}
