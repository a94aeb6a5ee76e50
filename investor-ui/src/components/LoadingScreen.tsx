import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Full-page wait while the session gate checks setup and session ('Loading...', spec/000 §2). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label ?? t('loading')}</Typography>
    </Box>
  );
}
