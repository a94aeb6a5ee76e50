import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { formatDate, formatMoneyFull, type SchemeView } from '@fund/contracts';

import { Fact } from '../components/Fact';
import { StatusChip } from '../components/StatusChip';
import { distributePath, historyPath } from '../distributions/paths';
import { SchemeShariaBadge } from '../sharia/ShariaStatusChip';

export interface SchemeCardProps {
  scheme: SchemeView;
  onEdit: (scheme: SchemeView) => void;
  onDelete: (scheme: SchemeView) => void;
  /** An archived scheme's Restore (issue 19 item 5). */
  onRestore?: (scheme: SchemeView) => void;
  /** Disables Restore while it runs. */
  restoring?: boolean;
}

/**
 * One scheme on the Products & Schemes grid: status, name, place, key terms; edit, delete and view
 * details (which edits). An archived scheme is marked Archived (with the date) and offers Restore.
 */
export const SchemeCard = ({ scheme, onEdit, onDelete, onRestore, restoring = false }: SchemeCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const option = (group: string, value: string) => translate(`app.schemes.options.${group}.${value}`);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <StatusChip kind="scheme" status={scheme.status} />
            <SchemeShariaBadge schemeId={scheme.id} />
            {scheme.archivedAt && (
              <Tooltip title={translate('app.schemes.archived_on', { date: formatDate(scheme.archivedAt) })}>
                <Chip size="small" variant="outlined" icon={<Inventory2OutlinedIcon />} label={translate('app.schemes.archived_chip')} />
              </Tooltip>
            )}
          </Stack>
          <Stack direction="row" sx={{ mt: -1, marginInlineEnd: -1 }}>
            <Tooltip title={translate('app.schemes.action.edit', { name: scheme.name })}>
              <IconButton
                size="small"
                onClick={() => onEdit(scheme)}
                aria-label={translate('app.schemes.action.edit', { name: scheme.name })}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.schemes.action.delete', { name: scheme.name })}>
              <IconButton
                size="small"
                onClick={() => onDelete(scheme)}
                aria-label={translate('app.schemes.action.delete', { name: scheme.name })}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
        <Typography id={titleId} variant="h3" component="h3" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {scheme.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
          <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="body2">{scheme.country}</Typography>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {scheme.description}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, m: 0 }}>
          <Fact label="app.schemes.card.minimum_investment" fontWeight={600} tabular>
            {formatMoneyFull(scheme.minimumInvestment)}
          </Fact>
          <Fact label="app.schemes.card.roi" fontWeight={600} tabular>
            {scheme.roiPerAnnum}
          </Fact>
          <Fact label="app.schemes.card.term" fontWeight={600} tabular>
            {scheme.term}
          </Fact>
          <Fact label="app.schemes.card.payout_frequency" fontWeight={600} tabular>
            {option('payout_frequency', scheme.payoutFrequency)}
          </Fact>
          <Fact label="app.schemes.card.return_type" fontWeight={600} tabular>
            {option('return_type', scheme.returnType)}
          </Fact>
          <Fact label="app.schemes.card.liquidity" fontWeight={600} tabular>
            {scheme.liquidity}
          </Fact>
        </Box>
      </CardContent>
      <CardActions
        sx={{
          paddingInline: 2,
          paddingBlockEnd: 2,
          paddingBlockStart: 0,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { marginInlineStart: 0 },
        }}
      >
        {scheme.archivedAt && onRestore && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UnarchiveOutlinedIcon />}
            disabled={restoring}
            onClick={() => onRestore(scheme)}
            aria-label={translate('app.schemes.action.restore_of', { name: scheme.name })}
          >
            {translate('app.schemes.action.restore')}
          </Button>
        )}
        <Button
          size="small"
          onClick={() => onEdit(scheme)}
          aria-label={translate('app.schemes.action.view_details_of', { name: scheme.name })}
        >
          {translate('app.schemes.action.view_details')}
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={distributePath(scheme.id)}
          startIcon={<PaymentsOutlinedIcon />}
          aria-label={translate('app.distributions.action.distribute_of', { name: scheme.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.distributions.action.distribute')}
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={historyPath(scheme.id)}
          startIcon={<HistoryIcon />}
          aria-label={translate('app.distributions.action.history_of', { name: scheme.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.distributions.action.history')}
        </Button>
      </CardActions>
    </Card>
  );
};

/** The card's shape while the schemes load. */
export const SchemeCardSkeleton = () => (
  <Card aria-hidden sx={{ height: '100%' }}>
    <CardContent>
      <Skeleton variant="rounded" width={56} height={24} />
      <Skeleton width="70%" sx={{ mt: 1.5, fontSize: '1.2rem' }} />
      <Skeleton width="35%" />
      <Skeleton sx={{ mt: 1.5 }} />
      <Skeleton width="85%" />
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Box key={i}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Box>
        ))}
      </Box>
    </CardContent>
  </Card>
);
