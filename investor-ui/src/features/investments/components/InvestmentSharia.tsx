import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import '../../../i18n/sharia';

import { formatDate, formatMoneyFull } from '@fund/contracts';

import { ShariaStatusChip } from '../../../components/ShariaBadge/ShariaBadge';
import { usePurificationLedger, useShariaStatuses, useZakatEstimate } from '../../../lib/sharia';

function Block({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, alignContent: 'start', minWidth: 0 }}>
      <Typography variant="h3">{title}</Typography>
      {children}
      {action}
    </Box>
  );
}

const linkButton = (to: string, label: string) => (
  <Button
    component={RouterLink}
    to={to}
    size="small"
    endIcon={<ArrowForwardRounded />}
    sx={{ justifySelf: 'start', marginInlineStart: -1 }}
  >
    {label}
  </Button>
);

/**
 * The holding's Sharia side (issue 24): the scheme's current certificate, the purification of its
 * payouts so far and its zakatable base. Each part stands alone: one that cannot be read is left out.
 */
export function InvestmentSharia({ schemeId }: { schemeId: string }) {
  const { t } = useTranslation('sharia');
  const statuses = useShariaStatuses();
  const status = statuses.data?.find((view) => view.schemeId === schemeId);
  const ledger = usePurificationLedger();
  const zakat = useZakatEstimate();

  const entries = ledger.data?.entries.filter((entry) => entry.schemeId === schemeId) ?? [];
  const purified = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const given = entries.filter((entry) => entry.givenAt).reduce((sum, entry) => sum + entry.amount, 0);
  const holdings = zakat.data?.holdings.filter((holding) => holding.schemeId === schemeId) ?? [];
  const current = status?.certificate ? { ...status.certificate, schemeName: status.schemeName, validUntil: status.validUntil } : null;

  return (
    <Card component="section" aria-labelledby="investment-sharia-title">
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="investment-sharia-title" variant="h2">
            {t('investment.title')}
          </Typography>
          {status && <ShariaStatusChip status={status} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Block
            title={t('investment.certificate')}
            action={linkButton(`/investor/sharia?scheme=${encodeURIComponent(schemeId)}`, t('investment.viewGovernance'))}
          >
            {statuses.isPending ? (
              <Skeleton variant="text" width="80%" />
            ) : current ? (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {current.title}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('investment.issuer')}:
                  </Box>{' '}
                  {current.issuer}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('investment.validUntil')}:
                  </Box>{' '}
                  {current.validUntil ? formatDate(current.validUntil) : t('investment.noExpiry')}
                </Typography>
                {current.documentUrl && (
                  <Link
                    href={current.documentUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('governance.signedPdfOf', { name: current.schemeName })}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, justifySelf: 'start' }}
                  >
                    <PictureAsPdfOutlined fontSize="small" aria-hidden />
                    {t('governance.signedPdf')}
                  </Link>
                )}
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('investment.noCertificate')}
              </Typography>
            )}
          </Block>
          <Block title={t('investment.purification')} action={linkButton('/investor/purification', t('investment.viewLedger'))}>
            {ledger.isPending ? (
              <Skeleton variant="text" width="60%" />
            ) : entries.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('investment.purificationNone')}
              </Typography>
            ) : (
              <>
                <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                  {formatMoneyFull(purified)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('investment.purificationHint', { given: formatMoneyFull(given), owed: formatMoneyFull(purified - given) })}
                </Typography>
              </>
            )}
          </Block>
          <Block title={t('investment.zakatable')} action={linkButton('/investor/zakat', t('investment.viewZakat'))}>
            {zakat.isPending ? (
              <Skeleton variant="text" width="60%" />
            ) : holdings.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                -
              </Typography>
            ) : (
              <>
                <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                  {formatMoneyFull(holdings.reduce((sum, holding) => sum + holding.zakatableAmount, 0))}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {holdings.every((holding) => holding.heldFullYear)
                    ? t('investment.zakatableHint', {
                        estimate: formatMoneyFull(holdings.reduce((sum, holding) => sum + holding.estimate, 0)),
                      })
                    : t('investment.zakatNotYet')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {holdings[0]?.method}
                </Typography>
              </>
            )}
          </Block>
        </Box>
      </CardContent>
    </Card>
  );
}
