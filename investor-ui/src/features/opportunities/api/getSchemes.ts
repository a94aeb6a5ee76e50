import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { SchemeView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export const SCHEMES_PAGE_SIZE = 12;

export type SchemePage = { items: SchemeView[]; next: number | undefined };

/**
 * One page of GET /api/investor/schemes (the schemes open for investment that the investor is not in),
 * newest first; `range` asks for one row more to learn whether another page follows.
 */
export async function getSchemePage(start: number, pageSize = SCHEMES_PAGE_SIZE): Promise<SchemePage> {
  const params = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([start, start + pageSize]) });
  const rows = await apiClient.get<SchemeView[]>(`/api/investor/schemes?${params.toString()}`);
  const more = rows.length > pageSize;
  return { items: more ? rows.slice(0, pageSize) : rows, next: more ? start + pageSize : undefined };
}

export const schemesQueryOptions = infiniteQueryOptions({
  queryKey: ['investor', 'schemes', 'pages'],
  queryFn: ({ pageParam }) => getSchemePage(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last) => last.next,
});

export function useSchemePages() {
  return useInfiniteQuery(schemesQueryOptions);
}
