import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoneyFull, type IssuedDocumentView } from '@fund/contracts';

import { linkedItemSx } from '../../../components/cardParts';
import { periodDates, zakatDay } from '../documentTexts';
import { MONOSPACE } from '../monospace';

type StatementCardProps = {
  document: IssuedDocumentView;
  /** The document a notice linked to (`?item=`): scrolled to and marked. */
  focused?: boolean;
};

/** One issued document: what it is and covers, when it was issued, its code and length, and its file. */
export function StatementCard({ document, focused = false }: StatementCardProps) {
  const { t } = useTranslation('statements');
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);

  const isAdvice = document.kind === 'payout_advice';
  const isZakat = document.kind === 'zakat_statement';
  const period = periodDates(document.periodStart, document.periodEnd);
  const zakatDate = zakatDay(document);
  const covers = zakatDate
    ? t('zakatDay', { date: zakatDate })
    : period
      ? t('period', period)
      : isAdvice && document.schemeName
        ? t('payout', { scheme: document.schemeName, amount: formatMoneyFull(document.amount) })
        : null;
  const facts = [
    { label: t('issued'), value: <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time> },
    {
      label: t('code'),
      value: (
        <Box component="span" dir="ltr" sx={{ fontFamily: MONOSPACE, letterSpacing: '0.04em' }}>
          {document.code}
        </Box>
      ),
    },
    { label: t('length'), value: t('pages', { count: document.pages }) },
  ];

  return (
    <Card
      component="li"
      ref={card}
      aria-current={focused ? true : undefined}
      sx={{ ...linkedItemSx(focused), p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          // On a phone the card's heading says what it is; the text gets the width.
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: isAdvice || isZakat ? 'rgba(176, 141, 60, 0.14)' : 'rgba(15, 81, 50, 0.08)',
          color: isAdvice || isZakat ? 'secondary.dark' : 'primary.main',
          '& svg': { fontSize: 22 },
        }}
      >
        {isZakat ? <VolunteerActivismOutlined /> : isAdvice ? <PaymentsOutlined /> : <DescriptionOutlined />}
      </Box>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography component="h2" variant="h3">
            {t(`kinds.${document.kind}`)}
          </Typography>
          {document.version > 1 && (
            <Chip
              label={t('version', { version: document.version })}
              size="small"
              variant="outlined"
              // The dark gold: the theme's gold on white is too faint for text (axe colour contrast).
              sx={{ color: 'secondary.dark', borderColor: 'secondary.dark', fontWeight: 600 }}
            />
          )}
        </Box>
        {covers && (
          <Typography className="tabular-nums" sx={{ mt: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {covers}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1.5,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, max-content)' },
            columnGap: { xs: 2, sm: 4 },
            rowGap: 1,
          }}
        >
          {facts.map(({ label, value }) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" className="tabular-nums" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignSelf: { xs: 'stretch', sm: 'center' },
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
          justifyContent: { xs: 'stretch', sm: 'flex-end' },
          '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
        }}
      >
        <Button
          component="a"
          href={document.fileUrl}
          download={document.fileName}
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          aria-label={t('downloadNamed', { name: document.fileName })}
        >
          {t('download')}
        </Button>
        <Button
          component="a"
          href={`/verify/${encodeURIComponent(document.code)}`}
          target="_blank"
          rel="noopener"
          variant="text"
          startIcon={<VerifiedOutlined />}
          aria-label={t('checkNamed', { code: document.code })}
        >
          {t('check')}
        </Button>
      </Box>
    </Card>
  );
}
