// Notices to the investor (issue 20, libs/contracts api/notifications.ts): the unread counts behind the
// bell and the sidebar, the latest notices, read receipts, preferences and the public unsubscribe link.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  NotificationPreferencesUpdate,
  NotificationPreferencesView,
  NotificationView,
  UnreadCountsView,
  UnsubscribeView,
} from '@fund/contracts';

import { unreadQueryKey } from '../../../lib/activityReads';
import { apiClient } from '../../../lib/apiClient';

/** How many notices the bell's menu shows. */
export const BELL_NOTICES = 10;
/** The unread counts are read again this often, and whenever the window regains focus. */
export const UNREAD_REFRESH_MS = 60_000;

/** The anchor of Profile > Notifications (/investor/profile#notifications). */
export const NOTIFICATIONS_ANCHOR = 'notifications';

export const latestNoticesQueryKey = ['notifications', 'latest'] as const;
export const preferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/investor/unread: the bell's and the sidebar's counts, one request for all three. */
export function useUnreadCounts() {
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: () => apiClient.get<UnreadCountsView>('/api/investor/unread'),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function latestNoticesUrl(): string {
  const params = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, BELL_NOTICES - 1]) });
  return `/api/investor/notifications?${params.toString()}`;
}

/** The latest notices, newest first; read again each time the menu opens. */
export function useLatestNotices() {
  return useQuery({
    queryKey: latestNoticesQueryKey,
    queryFn: () => apiClient.get<NotificationView[]>(latestNoticesUrl()),
    refetchOnMount: 'always',
  });
}

/** POST /api/investor/notifications/{id}/read (the first read is kept), then the counts are read again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<NotificationView>(`/api/investor/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: () => apiClient.get<NotificationPreferencesView>('/api/investor/notification-preferences'),
  });
}

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions());
}

/** PUT /api/investor/notification-preferences; the answer is kept as the preferences. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) =>
      apiClient.put<NotificationPreferencesView>('/api/investor/notification-preferences', update),
    onSuccess: (view) => queryClient.setQueryData(preferencesQueryKey, view),
  });
}

const unsubscribeUrl = (token: string) => `/api/unsubscribe?${new URLSearchParams({ token }).toString()}`;

/** GET /api/unsubscribe?token= (public): what the link would turn off, changing nothing. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => apiClient.get<UnsubscribeView>(unsubscribeUrl(token)),
    enabled: token !== '',
  });
}

/** POST /api/unsubscribe?token= (public): turns those e-mails off. */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => apiClient.post<UnsubscribeView>(unsubscribeUrl(token)) });
}
