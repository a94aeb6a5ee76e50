import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  MenuItem,
  Link as MuiLink,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link, useTranslate } from 'react-admin';

import {
  EXPRESSION_STATUSES,
  formatDate,
  formatMoneyFull,
  type ExpressionStatus,
  type ExpressionView,
  type SchemeView,
} from '@fund/contracts';

import { PersonAvatar } from '../components/PersonAvatar';
import { StatusChip, statusLabelKey } from '../components/StatusChip';
import { useExpressionActions } from './useExpressionActions';

/** Investors (/admin/investors) with its search set to the investor's name, when that page reads it. */
export const investorLink = (name: string) => ({
  pathname: '/investors',
  search: `filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
});

export interface ExpressionCardProps {
  expression: ExpressionView;
  /** The expression's scheme (its minimum investment), once loaded. */
  scheme: SchemeView | undefined;
  onEnroll: (expression: ExpressionView) => void;
  onArchive: (expression: ExpressionView) => void;
  onDelete: (expression: ExpressionView) => void;
}

/**
 * One expression of interest (spec/001 §2, §4): the investor (linking to Investors), the scheme, a
 * status selector that saves at once with the typed notes, the notes with Save Notes, and Enroll
 * (disabled, with the reason, once enrolled), Archive (disabled once archived) and Delete.
 */
export const ExpressionCard = ({ expression, scheme, onEnroll, onArchive, onDelete }: ExpressionCardProps) => {
  const translate = useTranslate();
  const nameId = useId();
  const enrolledId = useId();
  const [notes, setNotes] = useState(expression.notes ?? '');
  const { save, saving } = useExpressionActions(expression);
  const archived = expression.archived === 'true';
  // Enrolling answers 409 once the investor is in the scheme: say so instead of offering it.
  const enrolled = expression.status === 'enrolled';
  const label = (key: string) => `${translate(key)}: ${expression.investorName}, ${expression.schemeName}`;

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', ...(archived && { bgcolor: 'action.hover' }) }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <PersonAvatar name={expression.investorName} tone="secondary" />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={nameId} variant="h3" component="h2" noWrap>
              <MuiLink
                component={Link}
                to={investorLink(expression.investorName)}
                underline="hover"
                color="inherit"
                title={translate('app.expressions.card.investor_link', { name: expression.investorName })}
              >
                {expression.investorName}
              </MuiLink>
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap title={expression.schemeName}>
              {expression.schemeName}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <StatusChip kind="expression" status={expression.status} />
            {archived && <StatusChip kind="expression" status="archived" />}
          </Stack>
        </Stack>

        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0, mb: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate('app.expressions.card.submitted')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              <time dateTime={expression.submittedAt}>{formatDate(expression.submittedAt)}</time>
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate('app.expressions.card.minimum')}
            </Typography>
            <Typography component="dd" variant="body2" className="tabular-nums" sx={{ m: 0, fontWeight: 500 }}>
              {scheme ? formatMoneyFull(scheme.minimumInvestment) : <Skeleton width="5rem" />}
            </Typography>
          </Box>
        </Box>

        <TextField
          select
          label={translate('app.expressions.fields.status')}
          value={expression.status}
          disabled={saving}
          onChange={(event) => save(event.target.value as ExpressionStatus, notes)}
        >
          {EXPRESSION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(statusLabelKey('expression', status))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={3}
          maxRows={4}
          label={translate('app.expressions.fields.notes')}
          placeholder={translate('app.expressions.fields.notes_placeholder')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Button
            size="small"
            startIcon={<SaveOutlinedIcon />}
            loading={saving}
            onClick={() => save(expression.status, notes)}
            aria-label={label('app.expressions.action.save_notes')}
          >
            {translate('app.expressions.action.save_notes')}
          </Button>
        </Box>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, py: 1.25, gap: 1, borderBlockStart: '1px solid', borderColor: 'divider' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<HowToRegOutlinedIcon />}
          disabled={enrolled}
          onClick={() => onEnroll(expression)}
          aria-label={label('app.expressions.action.enroll')}
          aria-describedby={enrolled ? enrolledId : undefined}
        >
          {translate('app.expressions.action.enroll')}
        </Button>
        {enrolled && (
          <Typography id={enrolledId} variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
            {translate('app.expressions.card.already_enrolled')}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={translate('app.expressions.action.archive')}>
          {/* A disabled button fires no events: the span keeps the tooltip working. */}
          <span>
            <IconButton
              size="small"
              disabled={archived}
              onClick={() => onArchive(expression)}
              aria-label={label('app.expressions.action.archive')}
            >
              <ArchiveOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('app.expressions.action.delete')}>
          <IconButton size="small" color="error" onClick={() => onDelete(expression)} aria-label={label('app.expressions.action.delete')}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
};

/** The shape of a card while the list loads. */
export const ExpressionCardSkeleton = () => (
  <Card aria-hidden>
    <CardContent>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="55%" />
          <Skeleton width="75%" />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={40} sx={{ mb: 1.5 }} />
      <Skeleton variant="rounded" height={88} />
    </CardContent>
  </Card>
);
