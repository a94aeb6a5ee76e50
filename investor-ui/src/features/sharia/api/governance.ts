import { useQuery } from '@tanstack/react-query';

import type { BoardMemberView, ShariaReportView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/sharia/board: the current board (members not ended). */
export function useShariaBoard() {
  return useQuery({ queryKey: ['sharia', 'board'], queryFn: () => apiClient.get<BoardMemberView[]>('/api/sharia/board') });
}

/** GET /api/sharia/reports: the annual Sharia reports, newest year first. */
export function useShariaReports() {
  return useQuery({ queryKey: ['sharia', 'reports'], queryFn: () => apiClient.get<ShariaReportView[]>('/api/sharia/reports') });
}
