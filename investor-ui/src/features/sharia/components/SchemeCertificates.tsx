import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { SchemeShariaStatusView } from '@fund/contracts';

import { linkedItemSx } from '../../../components/cardParts';
import { ShariaStatusChip } from '../../../components/ShariaBadge/ShariaBadge';
import { useShariaSettings, useShariaStatuses } from '../../../lib/sharia';
import { SHARIA_ROW_SX, ShariaList } from './ShariaList';

/** One scheme's row: its badge, the current certificate's title and issuer, and a link to the signed PDF (all from the status view). */
function SchemeCertificate({ status, focused }: { status: SchemeShariaStatusView; focused: boolean }) {
  const { t } = useTranslation('sharia');
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) row.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  const current = status.certificate;
  // The API's reason says the scheme is not taking new investments: true only when the fund enforces the gate.
  const refuses = useShariaSettings().data?.gateMode === 'enforce';
  return (
    <Box
      component="li"
      ref={row}
      id={`scheme-${status.schemeId}`}
      aria-current={focused ? true : undefined}
      sx={{
        ...linkedItemSx(focused),
        ...SHARIA_ROW_SX,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {status.schemeName}
        </Typography>
        <ShariaStatusChip status={status} />
        {refuses && status.message && (
          <Typography variant="body2" color="error.main">
            {status.message}
          </Typography>
        )}
        {current && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('governance.certificateBy', { title: current.title, issuer: current.issuer })}
          </Typography>
        )}
      </Box>
      {current?.documentUrl ? (
        <Link
          href={current.documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('governance.signedPdfOf', { name: status.schemeName })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <PictureAsPdfOutlined fontSize="small" aria-hidden />
          {t('governance.signedPdf')}
        </Link>
      ) : (
        current && (
          <Typography variant="body2" color="text.secondary">
            {t('governance.noDocument')}
          </Typography>
        )
      )}
    </Box>
  );
}

/** Every scheme's certificate; `focusId` (a notice's ?scheme=) is scrolled to and outlined. */
export function SchemeCertificates({ focusId }: { focusId: string | null }) {
  const { t } = useTranslation('sharia');
  const statuses = useShariaStatuses();
  return (
    <ShariaList
      query={statuses}
      label={t('governance.schemes')}
      failed={t('governance.schemesFailed')}
      empty={t('governance.schemesEmpty')}
      height={160}
    >
      {(items) => items.map((status) => <SchemeCertificate key={status.schemeId} status={status} focused={status.schemeId === focusId} />)}
    </ShariaList>
  );
}
