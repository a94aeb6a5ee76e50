import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { formatDate } from '@fund/contracts';
import type { SessionListTexts } from '@fund/ui';

import { useAdminDataProvider } from '../providers/dataProvider';

// Where people are signed in (issue 25 item 6): the admin's own sessions and a user's.

const MY_SESSIONS = ['sessions', 'mine'] as const;
const userSessionsKey = (userId: string) => ['sessions', 'user', userId] as const;

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
/** 'Nov 27, 2026, 18:42' */
export const formatSessionTime = (iso: string) => `${formatDate(iso)}, ${TIME.format(new Date(iso))}`;

/** GET /api/sessions. */
export const useMySessions = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: MY_SESSIONS, queryFn: ({ signal }) => api.getMySessions(signal), staleTime: 0 });
};

/** Ends one of the admin's other sessions, or every other one ('others'); the list is read again after either. */
export const useEndMySessions = () => {
  const api = useAdminDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: string) => api.endMySessions(target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS }),
  });
};

/** GET /api/admin/users/{id}/sessions. */
export const useUserSessions = (userId: string) => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: userSessionsKey(userId), queryFn: ({ signal }) => api.getUserSessions(userId, signal), staleTime: 0 });
};

/** POST /api/admin/users/{id}/sessions/end. */
export const useEndUserSessions = (userId: string) => {
  const api = useAdminDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.endUserSessions(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSessionsKey(userId) }),
  });
};

/** The session list's words from the catalog (app.account.sessions.*). */
export const useSessionListTexts = (): SessionListTexts => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.account.sessions.${key}`, options);
  return {
    listLabel: t('list_label'),
    unknownDevice: t('unknown_device'),
    thisDevice: t('this_device'),
    unknownAddress: t('unknown_address'),
    started: (at) => t('started', { at }),
    lastSeen: (at) => t('last_seen', { at }),
    signOut: t('sign_out'),
    signOutNamed: (device) => t('sign_out_named', { device }),
    signOutOthers: t('sign_out_others'),
    onlyThisOne: t('only_this_one'),
    confirmOneTitle: t('confirm_one_title'),
    confirmOneText: (device) => t('confirm_one_text', { device }),
    confirmOthersTitle: t('confirm_others_title'),
    confirmOthersText: t('confirm_others_text'),
    cancel: t('cancel'),
  };
};
