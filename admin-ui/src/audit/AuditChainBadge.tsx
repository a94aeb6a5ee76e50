import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import GppBadIcon from '@mui/icons-material/GppBadOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, AlertTitle, Box, Chip, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';

import { useAdminDataProvider } from '../providers/dataProvider';
import { timestampText } from './AuditLogsPage';

export const AUDIT_CHAIN_QUERY_KEY = ['admin', 'audit-chain'] as const;

/**
 * Issue 25 item 7: the audit hash chain walked when the page opens: "Chain verified up to <time>", or
 * where it breaks; super admins also see the newest daily head, to keep outside the database.
 */
export function AuditChainBadge() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAdminDataProvider();
  const chain = useQuery({ queryKey: AUDIT_CHAIN_QUERY_KEY, queryFn: ({ signal }) => api.getAuditChain(signal), staleTime: 0 });

  if (chain.isPending) return <Skeleton variant="rounded" width={260} height={32} aria-label={translate('app.audit.chain.checking')} />;
  if (chain.isError) return <Alert severity="warning">{translate('app.audit.chain.failed')}</Alert>;
  const report = chain.data;
  const head = report.head;
  const copy = () =>
    void navigator.clipboard.writeText(head?.hash ?? '').then(
      () => notify('app.audit.chain.copied', { type: 'info' }),
      () => undefined,
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      {report.intact ? (
        <Tooltip title={translate('app.audit.chain.intact_hint', { count: report.entries })}>
          <Chip
            icon={<VerifiedUserIcon />}
            color="success"
            variant="outlined"
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            label={
              report.verifiedUpTo
                ? translate('app.audit.chain.intact', { time: timestampText(report.verifiedUpTo) })
                : translate('app.audit.chain.intact_empty')
            }
          />
        </Tooltip>
      ) : (
        <Alert severity="error" icon={<GppBadIcon />}>
          <AlertTitle>{translate('app.audit.chain.broken', { seq: report.firstBreak?.seq ?? '?' })}</AlertTitle>
          {translate('app.audit.chain.broken_hint', {
            reason: (report.firstBreak?.reason ?? '').replace(/\.$/, ''),
            count: report.entries,
          })}
          {report.firstBreak?.id ? (
            <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 0.5, overflowWrap: 'anywhere' }}>
              {report.firstBreak.id}
              {report.firstBreak.timestamp ? ` · ${timestampText(report.firstBreak.timestamp)}` : ''}
            </Typography>
          ) : null}
        </Alert>
      )}
      {head ? (
        <Alert severity="info" variant="outlined" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
          <AlertTitle>{translate('app.audit.chain.head_title')}</AlertTitle>
          <Typography variant="body2">
            {translate('app.audit.chain.head_text', { seq: head.seq, time: head.recordedAt ? timestampText(head.recordedAt) : '-' })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
              {head.hash}
            </Typography>
            <Tooltip title={translate('app.audit.chain.copy')}>
              <IconButton size="small" onClick={copy} aria-label={translate('app.audit.chain.copy')}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
