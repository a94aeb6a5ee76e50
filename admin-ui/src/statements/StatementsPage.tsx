import { Box, Skeleton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthenticated, useTranslate } from 'react-admin';

import type { StatementRunView } from '@fund/contracts';

import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { GenerateStatementsCard } from './GenerateStatementsCard';
import { RunDocumentsDialog } from './RunDocumentsDialog';
import { RunProgressCard } from './RunProgressCard';
import { STATEMENT_RUNS, useNewestRun, useWatchedRun } from './statementHooks';
import { StatementRunsCard } from './StatementRunsCard';

/**
 * Statements (/admin/statements, issue 23): generate investor statements for a period as a background
 * run, follow the newest run's progress (polled while it is under way, found again after a reload), and
 * every run with the documents it issued.
 */
export const StatementsPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const newest = useNewestRun();
  // The run this page started wins over the list until the list has read it.
  const [started, setStarted] = useState<StatementRunView | null>(null);
  const watched = useWatchedRun(started ?? newest.newest);
  const [open, setOpen] = useState<StatementRunView | null>(null);
  const shown = open && watched.run?.id === open.id ? watched.run : open;

  const onStarted = (run: StatementRunView) => {
    setStarted(run);
    void queryClient.invalidateQueries({ queryKey: [STATEMENT_RUNS, 'getList'] });
  };

  let progress: React.ReactNode = null;
  if (watched.run)
    progress = <RunProgressCard run={watched.run} error={watched.error} onRetry={() => void watched.refetch()} onOpen={setOpen} />;
  else if (newest.error)
    progress = <ErrorState title="app.statements.history.fetch_failed" error={newest.error} onRetry={() => void newest.refetch()} />;
  else if (newest.isPending) progress = <Skeleton variant="rounded" height={180} aria-label={translate('ra.page.loading')} />;

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title="app.statements.title" subtitle={translate('app.statements.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: progress ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
          mb: 3,
        }}
      >
        <GenerateStatementsCard onStarted={onStarted} />
        {progress}
      </Box>
      <StatementRunsCard watched={watched.run} onOpen={setOpen} />
      <RunDocumentsDialog run={shown} onClose={() => setOpen(null)} />
    </Box>
  );
};
