import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { formatDate, type StatementRunView } from '@fund/contracts';

import { ErrorState } from '../components/ErrorState';
import { isFinished } from './statementHooks';
import { periodText, RunStateChip } from './statementParts';

/** Share of the run's statements dealt with (issued or given up), 0 to 100. */
const percentOf = (run: StatementRunView) => {
  if (run.total === 0) return isFinished(run) ? 100 : 0;
  return Math.min(100, Math.round(((run.done + run.failed) / run.total) * 100));
};

export interface RunProgressCardProps {
  run: StatementRunView;
  /** The last poll failed (shown with a retry; the figures stay those last read). */
  error: unknown;
  onRetry: () => void;
  onOpen: (run: StatementRunView) => void;
}

/**
 * The newest run (issue 23): "Generating statements for <period>" with a bar of done and failed over
 * total and the figures while it is queued or running; "40 statements issued" once completed.
 */
export const RunProgressCard = ({ run, error, onRetry, onOpen }: RunProgressCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const period = periodText(translate, run.periodStart, run.periodEnd);
  const finished = isFinished(run);
  const issued = translate('app.statements.progress.issued', { smart_count: run.done });
  const figures = finished
    ? run.failed > 0
      ? translate('app.statements.progress.issued_failed', { issued, failed: run.failed })
      : issued
    : translate(run.failed > 0 ? 'app.statements.progress.figures_failed' : 'app.statements.progress.figures', {
        done: run.done,
        total: run.total,
        failed: run.failed,
      });
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {translate('app.statements.progress.title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="h2" className="tabular-nums">
              {translate(finished ? 'app.statements.progress.finished' : 'app.statements.progress.generating', { period })}
            </Typography>
            <RunStateChip run={run} />
          </Box>
          <LinearProgress
            variant="determinate"
            value={percentOf(run)}
            color={finished && run.failed === 0 ? 'success' : 'primary'}
            aria-label={translate('app.statements.progress.bar', { period })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          {/* Read out as it changes: the figures are the progress in words. */}
          <Box aria-live="polite" aria-atomic="true">
            <Typography variant="body1" className="tabular-nums" sx={{ fontWeight: 600 }}>
              {figures}
            </Typography>
            {run.state === 'queued' && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.statements.progress.queued')}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('app.statements.progress.requested', {
                name: run.requestedBy ?? translate('app.common.dash'),
                date: formatDate(run.createdAt),
              })}
            </Typography>
            <Button size="small" startIcon={<FolderOpenOutlinedIcon />} onClick={() => onOpen(run)}>
              {translate('app.statements.progress.view_documents')}
            </Button>
          </Box>
          {error ? <ErrorState title="app.statements.progress.fetch_failed" error={error} onRetry={onRetry} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
