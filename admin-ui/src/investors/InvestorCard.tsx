import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardActions, CardContent, IconButton, Skeleton, Stack, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import type { InvestorSummaryView } from '@fund/contracts';
import { DateText, Money } from '@fund/ui';

import { Fact } from '../components/Fact';
import { PersonAvatar } from '../components/PersonAvatar';
import { PersonHeader, PersonHeaderSkeleton } from '../components/PersonHeader';
import { StatusChip } from '../components/StatusChip';

export interface InvestorCardProps {
  summary: InvestorSummaryView;
  /** 'View Full Details' on Investors, 'View Details' on Active Investors. */
  viewLabel: string;
  onView: (summary: InvestorSummaryView) => void;
  onDelete: (summary: InvestorSummaryView) => void;
  /** Active Investors only: disable or enable the login. */
  onToggleStatus?: (summary: InvestorSummaryView) => void;
  busy?: boolean;
}

/** One investor on the Investors and Active Investors grids: who they are, what they hold, what can be done. */
export const InvestorCard = ({ summary, viewLabel, onView, onDelete, onToggleStatus, busy = false }: InvestorCardProps) => {
  const translate = useTranslate();
  const nameId = useId();
  const { investor } = summary;
  const disabled = investor.status === 'disabled';
  const dash = translate('app.common.dash');
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <PersonHeader
          avatar={<PersonAvatar name={investor.fullName} tone={summary.schemeCount > 0 ? 'secondary' : 'primary'} />}
          name={investor.fullName}
          nameId={nameId}
          nameTitle
          email={investor.email}
          status={<StatusChip kind="user" status={investor.status} />}
        />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0 }}>
          <Fact fontWeight={500} label="app.investors.card.invested">
            <Money amount={summary.totalInvested} />
          </Fact>
          <Fact fontWeight={500} label="app.investors.card.current_value">
            <Money amount={summary.currentValue} />
          </Fact>
          <Fact fontWeight={500} label="app.investors.card.phone">
            {investor.phone ?? dash}
          </Fact>
          <Fact fontWeight={500} label="app.investors.card.schemes">
            <span className="tabular-nums">{summary.schemeCount}</span>
          </Fact>
          <Fact fontWeight={500} label="app.investors.card.address" wide>
            {investor.fullAddress ?? dash}
          </Fact>
          <Fact fontWeight={500} label="app.investors.card.joined">
            <DateText value={investor.createdAt} padDay />
          </Fact>
        </Box>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, py: 1.25, gap: 1, flexWrap: 'wrap', borderBlockStart: 1, borderColor: 'divider' }}>
        <Button
          size="small"
          startIcon={<VisibilityOutlinedIcon />}
          onClick={() => onView(summary)}
          aria-label={`${translate(viewLabel)}: ${investor.fullName}`}
        >
          {translate(viewLabel)}
        </Button>
        <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto', alignItems: 'center' }}>
          {onToggleStatus && (
            <Button
              size="small"
              color={disabled ? 'success' : 'warning'}
              variant="outlined"
              disabled={busy}
              startIcon={disabled ? <CheckCircleOutlineIcon /> : <BlockIcon />}
              onClick={() => onToggleStatus(summary)}
              aria-label={`${translate(disabled ? 'app.investors.action.enable' : 'app.investors.action.disable')}: ${investor.fullName}`}
            >
              {translate(disabled ? 'app.investors.action.enable' : 'app.investors.action.disable')}
            </Button>
          )}
          <Tooltip title={translate('app.investors.action.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => onDelete(summary)}
              aria-label={`${translate('app.investors.action.delete')}: ${investor.fullName}`}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardActions>
    </Card>
  );
};

export const InvestorCardSkeleton = () => (
  <Card sx={{ height: '100%' }} aria-hidden>
    <CardContent>
      <PersonHeaderSkeleton />
      <Skeleton height={96} variant="rounded" />
    </CardContent>
  </Card>
);
