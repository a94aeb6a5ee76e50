import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, type DocumentVerificationView } from '@fund/contracts';

import { ResultIcon } from '../../../components/ResultIcon';
import { periodDates, zakatDay } from '../documentTexts';
import { MONOSPACE } from '../monospace';

/** What the fund issued with a code: issuer, document, investor's initials, period, issue date, and the file's SHA-256. */
export function DocumentVerification({ view }: { view: DocumentVerificationView }) {
  const { t } = useTranslation('statements');
  const headingId = useId();
  const period = periodDates(view.periodStart, view.periodEnd);
  const zakatDate = zakatDay(view);
  const facts = [
    { label: t('verify.document'), value: t(`kinds.${view.kind}`) },
    { label: t('verify.investor'), value: view.investorInitials },
    ...(zakatDate ? [{ label: t('verify.zakatDay'), value: zakatDate }] : []),
    ...(period ? [{ label: t('verify.period'), value: t('period', period) }] : []),
    { label: t('verify.issued'), value: formatDate(view.issuedAt) },
    { label: t('verify.version'), value: String(view.version) },
    { label: t('verify.pages'), value: String(view.pages) },
    {
      label: t('verify.code'),
      value: (
        <Box component="span" dir="ltr" sx={{ fontFamily: MONOSPACE, letterSpacing: '0.04em' }}>
          {view.code}
        </Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flexShrink: 0 }}>
          <ResultIcon tone="success" icon={<VerifiedOutlined />} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ color: 'success.dark', overflowWrap: 'anywhere' }}>
            {t('verify.issuedBy', { issuer: view.issuer })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('verify.issuedText')}
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {facts.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" className="tabular-nums" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
        {t('verify.sha256')}
      </Typography>
      <Box
        component="code"
        dir="ltr"
        sx={{
          display: 'block',
          p: 1.5,
          borderRadius: 1.5,
          bgcolor: 'rgba(15, 81, 50, 0.05)',
          border: 1,
          borderColor: 'divider',
          fontFamily: MONOSPACE,
          fontSize: '0.85rem',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {view.sha256}
      </Box>
    </Box>
  );
}
