// Marking an activity read (a document opened or downloaded, an update opened): shared by the activity
// feed (components/ActivityFeed) and the notices feature, which reads the unread counts it refreshes.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import type { ActivityReadView, ActivityView } from '@fund/contracts';

import { apiClient } from './apiClient';

/** The query of GET /api/investor/unread (the bell's and the sidebar's counts). */
export const unreadQueryKey = ['unread'] as const;

type ActivityPages = InfiniteData<{ items: ActivityView[]; next: number | undefined }>;

/**
 * POST /api/investor/activities/{id}/read when the investor opens or downloads a document or opens an
 * update: every list holding the activity shows it read, and the counts are read again.
 */
export function useMarkActivityRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ActivityReadView>(`/api/investor/activities/${encodeURIComponent(id)}/read`),
    onSuccess: ({ id, readAt }) => {
      queryClient.setQueriesData<ActivityPages>(
        { queryKey: ['activities'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === id ? { ...item, readAt } : item)) })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
  });
}
