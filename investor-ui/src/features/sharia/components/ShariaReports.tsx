import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useShariaReports } from '../api/governance';
import { SHARIA_ROW_SX, ShariaList } from './ShariaList';

/** The annual Sharia reports, newest year first: the year, the board's opinion, the summary and the PDF. */
export function ShariaReports() {
  const { t } = useTranslation('sharia');
  const reports = useShariaReports();
  return (
    <ShariaList query={reports} label={t('governance.reports')} failed={t('governance.reportsFailed')} empty={t('governance.reportsEmpty')}>
      {(items) =>
        items.map((report) => (
          <Box component="li" key={report.id} sx={SHARIA_ROW_SX}>
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
        ))
      }
    </ShariaList>
  );
}
