import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { IssuedDocumentView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export const STATEMENTS_PAGE_SIZE = 20;
export const statementsQueryKey = ['statements'] as const;

export type StatementPage = {
  items: IssuedDocumentView[];
  /** The index of the next page's first row, or undefined on the last page. */
  next: number | undefined;
};

/**
 * One page of the investor's own statements and payout advices, newest first (GET
 * /api/investor/statements). `range` asks for one row more than the page, so the answer says whether
 * another page follows.
 */
export async function getStatementPage(start: number, pageSize = STATEMENTS_PAGE_SIZE): Promise<StatementPage> {
  const params = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([start, start + pageSize]) });
  const rows = await apiClient.get<IssuedDocumentView[]>(`/api/investor/statements?${params.toString()}`);
  const more = rows.length > pageSize;
  return { items: more ? rows.slice(0, pageSize) : rows, next: more ? start + pageSize : undefined };
}

export function statementsQueryOptions(pageSize = STATEMENTS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...statementsQueryKey, { pageSize }],
    queryFn: ({ pageParam }) => getStatementPage(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
    // Read again each time the page opens: a notice says a new one is ready, and the portal's reads
    // otherwise never go stale (spec/000 §9).
    refetchOnMount: 'always',
  });
}

export function useStatements() {
  return useInfiniteQuery(statementsQueryOptions());
}
