import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@fund/ui';

import { getServerMessage } from '../../../lib/apiClient';
import { useShariaReports } from '../api/governance';

/** The annual Sharia reports, newest year first: the year, the board's opinion, the summary and the PDF. */
export function ShariaReports() {
  const { t } = useTranslation('sharia');
  const reports = useShariaReports();
  if (reports.isPending) return <Skeleton variant="rounded" height={120} role="status" aria-label={t('governance.reports')} />;
  if (reports.isError)
    return (
      <ErrorState
        message={getServerMessage(reports.error, t('governance.reportsFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void reports.refetch()}
      />
    );
  if (reports.data.length === 0) return <Typography color="text.secondary">{t('governance.reportsEmpty')}</Typography>;
  return (
    <Card>
      <Box component="ul" aria-label={t('governance.reports')} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {reports.data.map((report) => (
          <Box
            component="li"
            key={report.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              paddingBlock: 2,
              paddingInline: { xs: 2, sm: 3 },
              '& + &': { borderBlockStart: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('governance.reportTitle', { year: report.year })}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={report.opinion === 'unqualified' ? 'success' : 'warning'}
                  label={t(`governance.opinions.${report.opinion}`)}
                />
              </Box>
              {report.summary && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {report.summary}
                </Typography>
              )}
            </Box>
            <Link
              href={report.documentUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('governance.reportPdfOf', { year: report.year })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
            >
              <PictureAsPdfOutlined fontSize="small" aria-hidden />
              {t('governance.reportPdf')}
            </Link>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
