import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetList, useGetOne } from 'react-admin';

import type { IssuedDocumentView, StatementRunView } from '@fund/contracts';

// The Statements page's reads, all through react-admin's data provider and the list convention
// (issue 23): runs (GET /api/admin/statement-runs, newest first; GET .../{id} for one run's progress)
// and the documents they issued (GET /api/admin/issued-documents?filter={runId | investorId}).

export const STATEMENT_RUNS = 'statement-runs';
export const ISSUED_DOCUMENTS = 'issued-documents';

/** How often the progress of a queued or running run is asked for. */
export const RUN_POLL_MS = 2000;

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

export const isFinished = (run: StatementRunView) => run.state === 'completed';

/** One page of the runs, newest first (`page` counts from 0). */
export const useStatementRuns = (page: number, perPage: number) =>
  useGetList<StatementRunView>(
    STATEMENT_RUNS,
    { pagination: { page: page + 1, perPage }, sort: NEWEST_FIRST },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

/** The newest run, read from the list on each visit: a reload finds a run still under way. */
export const useNewestRun = () => {
  const { data, isPending, error, refetch } = useGetList<StatementRunView>(
    STATEMENT_RUNS,
    { pagination: { page: 1, perPage: 1 }, sort: NEWEST_FIRST },
    { staleTime: 0 },
  );
  return { newest: data?.[0], isPending, error, refetch };
};

/**
 * `run` as it is now: while it is queued or running, GET /api/admin/statement-runs/{id} every
 * RUN_POLL_MS until it is completed; then the lists of runs and documents are read again (the history's
 * figures, the documents it issued). A completed run is shown as given, without asking.
 */
export const useWatchedRun = (run: StatementRunView | undefined) => {
  const queryClient = useQueryClient();
  const watching = run !== undefined && !isFinished(run);
  const polled = useGetOne<StatementRunView>(
    STATEMENT_RUNS,
    { id: run?.id },
    {
      enabled: watching,
      staleTime: 0,
      refetchInterval: (query) => (query.state.error || (query.state.data && isFinished(query.state.data)) ? false : RUN_POLL_MS),
    },
  );
  const current = polled.data?.id === run?.id && polled.data ? polled.data : run;
  const finished = watching && polled.data !== undefined && polled.data.id === run?.id && isFinished(polled.data);
  useEffect(() => {
    if (!finished) return;
    // Only the lists: the finished run's own query has stopped and needs no other read.
    void queryClient.invalidateQueries({ queryKey: [STATEMENT_RUNS, 'getList'] });
    void queryClient.invalidateQueries({ queryKey: [ISSUED_DOCUMENTS] });
  }, [finished, queryClient]);
  return { run: current, error: watching ? polled.error : null, refetch: polled.refetch };
};

/** One page of the documents a run issued, newest first; read again every RUN_POLL_MS while the run is under way. */
export const useRunDocuments = (run: StatementRunView | null, page: number, perPage: number) =>
  useGetList<IssuedDocumentView>(
    ISSUED_DOCUMENTS,
    { filter: { runId: run?.id }, pagination: { page: page + 1, perPage }, sort: NEWEST_FIRST },
    {
      enabled: run !== null,
      staleTime: 0,
      placeholderData: keepPreviousData,
      refetchInterval: run && !isFinished(run) ? RUN_POLL_MS : false,
    },
  );

/** One page of an investor's statements and payout advices, newest first. */
export const useInvestorDocuments = (investorId: string, page: number, perPage: number) =>
  useGetList<IssuedDocumentView>(
    ISSUED_DOCUMENTS,
    { filter: { investorId }, pagination: { page: page + 1, perPage }, sort: NEWEST_FIRST },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
