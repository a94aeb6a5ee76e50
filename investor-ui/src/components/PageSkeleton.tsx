import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The shape of a portal page while its code or data loads: title, three cards, a list. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <Skeleton variant="text" width={220} height={44} />
      <Skeleton variant="text" width={300} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={112} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** The shape of a signed-out card while its code loads. */
export function CardSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      aria-busy="true"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        paddingInline: 2,
        background: 'linear-gradient(160deg, #e8f1ec 0%, #f4f6f5 55%, #f7f2e6 100%)',
      }}
    >
      <Skeleton variant="rounded" sx={{ width: '100%', maxWidth: 440, height: 420, borderRadius: 3 }} />
    </Box>
  );
}
