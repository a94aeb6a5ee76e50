import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoneyFull, type PurificationEntryView } from '@fund/contracts';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useMarkPurification } from '../api/purification';
import { MarkGivenDialog } from './MarkGivenDialog';
import { SHARIA_ROW_SX } from './ShariaList';

function Entry({ entry, onMark }: { entry: PurificationEntryView; onMark: () => void }) {
  const { t } = useTranslation('sharia');
  const { toast } = useToast();
  const mark = useMarkPurification();
  const amount = formatMoneyFull(entry.amount);
  const names = { amount, scheme: entry.schemeName, date: formatDate(entry.paidOn) };
  const undo = () =>
    mark.mutate(
      { id: entry.id, given: false },
      {
        onSuccess: () => toast({ title: t('purification.undone') }),
        onError: (failure) =>
          toast({
            title: t('purification.saveFailed'),
            description: getServerMessage(failure, t('purification.saveFailed')),
            severity: 'error',
          }),
      },
    );
  return (
    <Box component="li" sx={SHARIA_ROW_SX}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {entry.schemeName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('purification.paidOn')}: {formatDate(entry.paidOn)} · {t('purification.payout')}:{' '}
          <span className="tabular-nums">{formatMoneyFull(entry.payoutAmount)}</span>
        </Typography>
      </Box>
      {/* On a phone the amount starts the second line and the status and button fill the rest of it. */}
      <Box sx={{ display: 'grid', justifyItems: { xs: 'start', md: 'end' }, minWidth: { md: 110 } }}>
        <Typography variant="caption" color="text.secondary">
          {t('purification.toPurify')}
        </Typography>
        <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {amount}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          flex: { xs: '1 1 auto', md: '0 0 auto' },
        }}
      >
        {entry.givenAt ? (
          <>
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<CheckCircleOutlineRounded />}
              label={t('purification.givenOn', { date: formatDate(entry.givenAt) })}
            />
            {entry.receiptUrl && (
              <Link
                href={entry.receiptUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('purification.receiptOf', names)}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                <ReceiptOutlined fontSize="small" aria-hidden />
                {t('purification.receipt')}
              </Link>
            )}
            <Button size="small" onClick={undo} disabled={mark.isPending} aria-label={t('purification.undoOf', names)}>
              {t('purification.undo')}
            </Button>
          </>
        ) : (
          <>
            <Chip size="small" color="warning" variant="outlined" label={t('purification.notGiven')} />
            <Button size="small" variant="contained" onClick={onMark} aria-label={t('purification.markGivenOf', names)}>
              {t('purification.markGiven')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}

/** The ledger's entries, newest payout first, each with Mark given (and a receipt) or Undo. */
export function PurificationEntries({ entries }: { entries: PurificationEntryView[] }) {
  const { t } = useTranslation('sharia');
  const [marking, setMarking] = useState<PurificationEntryView | null>(null);
  return (
    <Card>
      <Box component="ul" aria-label={t('purification.entriesLabel')} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} onMark={() => setMarking(entry)} />
        ))}
      </Box>
      {marking && <MarkGivenDialog entry={marking} onClose={() => setMarking(null)} />}
    </Card>
  );
}
