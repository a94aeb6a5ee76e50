import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoney, formatMoneyFull, transactionDirection, type ActivityType, type ActivityView } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';

import { useMarkActivityRead } from '../../lib/activityReads';
import { documentFileName } from '../../lib/downloadFile';
import { DownloadButton } from '../DownloadButton';

const ICONS: Record<ActivityType, ReactNode> = {
  transaction: <ReceiptLongOutlined />,
  document: <DescriptionOutlined />,
  update: <CampaignOutlined />,
  asset_performance_update: <ApartmentOutlined />,
};

/**
 * Money the investor receives (+, green) or pays (-, red; a Contribution, the money invested, in the
 * text colour: it is not a loss), by contracts' transactionDirection; other transactions carry no sign.
 */
function TransactionAmount({ activity }: { activity: ActivityView }) {
  const { t } = useTranslation('activityFeed');
  const direction = transactionDirection(activity.category);
  const amount = formatMoney(activity.amount);
  const shown = direction === 'in' ? `+${amount}` : direction === 'out' ? `-${amount}` : amount;
  const label = direction === 'in' ? t('amountIn', { amount }) : direction === 'out' ? t('amountOut', { amount }) : undefined;
  return (
    <Typography
      component="span"
      className="tabular-nums"
      sx={{
        fontWeight: 700,
        fontSize: '1.05rem',
        whiteSpace: 'nowrap',
        color:
          direction === 'in' ? 'success.main' : direction === 'out' && activity.category !== 'Contribution' ? 'error.main' : 'text.primary',
      }}
    >
      {/* A plain span cannot carry an aria-label: the sign is shown, the words are read. */}
      {label ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </>
      ) : (
        shown
      )}
    </Typography>
  );
}

function DocumentDownload({ activity, onOpen }: { activity: ActivityView; onOpen: () => void }) {
  const { t } = useTranslation('activityFeed');
  const url = activity.documentUrl;
  if (!url) return null;
  const fileName = documentFileName(activity.documentName, activity.title, activity.documentType);
  return (
    <DownloadButton
      url={url}
      fileName={fileName}
      label={t('download')}
      name={t('downloadNamed', { name: fileName })}
      openedTitle={t('downloadFailedTitle')}
      openedText={t('downloadFailed')}
      onStart={onOpen}
    />
  );
}

/**
 * The first time the investor opens a document or an update is recorded once (POST
 * /api/investor/activities/{id}/read, issue 20 item 4); until then the row shows an unread marker.
 */
function useRecordRead(activity: ActivityView) {
  const markRead = useMarkActivityRead();
  const requested = useRef(false);
  return () => {
    if (activity.readAt !== null || requested.current) return;
    requested.current = true;
    markRead.mutate(activity.id, { onError: () => (requested.current = false) });
  };
}

type ActivityItemProps = {
  activity: ActivityView;
  showScheme: boolean;
  /** The item a link named (`?item=`): scrolled to, marked, and an update opened. */
  focused?: boolean;
  /** A line under the row's date (a payout's amount to purify). */
  note?: string;
};

/** One row of the feed: what happened, in which scheme and when, with its amount or its file; an update opens by its title. */
export function ActivityItem({ activity, showScheme, focused = false, note }: ActivityItemProps) {
  const { t } = useTranslation(['activityFeed', 'notifications']);
  const category = activity.category ? t(`categories.${activity.category}`) : t(`types.${activity.type}`);
  const meta = [showScheme ? activity.schemeName : undefined, formatDate(activity.createdAt)].filter(Boolean).join(' · ');
  const isUpdate = activity.type === 'update';
  const unread = activity.readAt === null && (isUpdate || activity.type === 'document');
  const recordRead = useRecordRead(activity);
  const [expanded, setExpanded] = useState(focused && isUpdate);
  const row = useRef<HTMLLIElement>(null);
  const detailsId = useId();

  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!focused || focusedOnce.current) return;
    focusedOnce.current = true;
    row.current?.scrollIntoView?.({ block: 'center' });
    if (isUpdate) recordRead();
  }, [focused, isUpdate, recordRead]);

  const toggle = () => {
    if (!expanded) recordRead();
    setExpanded(!expanded);
  };

  let end: ReactNode = null;
  if (activity.type === 'transaction' && activity.amount !== null) end = <TransactionAmount activity={activity} />;
  if (activity.type === 'document') end = <DocumentDownload activity={activity} onOpen={recordRead} />;

  const showBody = !isUpdate || expanded;
  return (
    <Box
      component="li"
      ref={row}
      aria-current={focused ? true : undefined}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        paddingBlock: 2,
        paddingInline: { xs: 2, sm: 3 },
        scrollMarginBlock: 96,
        '& + &': { borderBlockStart: 1, borderColor: 'divider' },
        ...(focused && { bgcolor: 'rgba(176, 141, 60, 0.10)', boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.secondary.main}` }),
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: activity.type === 'transaction' ? 'rgba(176, 141, 60, 0.14)' : 'rgba(15, 81, 50, 0.08)',
          color: activity.type === 'transaction' ? 'secondary.dark' : 'primary.main',
          '& svg': { fontSize: 20 },
        }}
      >
        {ICONS[activity.type]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {unread && (
              <>
                <Box aria-hidden sx={{ flexShrink: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
                <Box component="span" sx={visuallyHidden}>
                  {t('notifications:newItem')}
                </Box>
              </>
            )}
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ overflowWrap: 'anywhere', lineHeight: 1.35, fontWeight: unread ? 700 : undefined }}
            >
              {isUpdate ? (
                <Link
                  component="button"
                  type="button"
                  color="inherit"
                  underline="hover"
                  onClick={toggle}
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailsId : undefined}
                  sx={{
                    font: 'inherit',
                    textAlign: 'start',
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    verticalAlign: 'baseline',
                  }}
                >
                  {activity.title}
                  <ExpandMoreOutlined
                    aria-hidden
                    sx={{
                      fontSize: 20,
                      color: 'text.secondary',
                      transition: 'transform 150ms',
                      transform: expanded ? 'rotate(180deg)' : undefined,
                    }}
                  />
                </Link>
              ) : (
                activity.title
              )}
            </Typography>
            {category !== activity.title && <Chip label={category} size="small" variant="outlined" sx={{ fontWeight: 500 }} />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {meta}
          </Typography>
          {note && (
            <Typography variant="body2" sx={{ mt: 0.25, fontWeight: 600, color: 'secondary.dark' }}>
              {note}
            </Typography>
          )}
          {isUpdate && expanded && !activity.content && !activity.url && (
            <Typography id={detailsId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {t('notifications:noDetails')}
            </Typography>
          )}
          {showBody && activity.content && (
            <Typography id={detailsId} variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {activity.content}
            </Typography>
          )}
          {activity.type === 'document' && activity.documentType && activity.documentSize && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {t('documentInfo', {
                name: documentFileName(activity.documentName, activity.title, activity.documentType),
                type: activity.documentType,
                size: activity.documentSize,
              })}
            </Typography>
          )}
          {activity.type === 'asset_performance_update' && activity.netProfits !== null && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
              {t('netProfits', { amount: formatMoneyFull(activity.netProfits, 'GBP') })}
            </Typography>
          )}
          {isUpdate && expanded && activity.url && (
            <Link
              id={activity.content ? undefined : detailsId}
              href={activity.url}
              onClick={recordRead}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.75 }}
            >
              {t('readMore')}
              <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                {t('newTab')}
              </Box>
            </Link>
          )}
        </Box>
        {end && <Box sx={{ flexShrink: 0, marginInlineStart: 'auto', alignSelf: 'center' }}>{end}</Box>}
      </Box>
    </Box>
  );
}
