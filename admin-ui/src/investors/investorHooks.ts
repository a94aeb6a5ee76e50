import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDelete, useNotify, useRefresh } from 'react-admin';

import type { InvestorSummaryView, UserStatus } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';

/** Both investor pages read GET /api/admin/investor-summaries (the `active-investors` resource). */
export const SUMMARIES = 'active-investors';

/** GET /api/admin/investors/{id}/details: KYC application, enrollments and metrics. */
export const useInvestorDetails = (investorId: string | undefined) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['investors', investorId, 'details'],
    queryFn: ({ signal }) => api.getInvestorDetails(investorId ?? '', signal),
    enabled: Boolean(investorId),
    staleTime: 0,
  });
};

/**
 * GET /api/activities/{id}?type=transaction: the investor's latest transactions (one page of the feed,
 * newest first: contributions, payouts, fees) and how many there are in all (Content-Range).
 */
export const useInvestorTransactions = (investorId: string | undefined, enabled: boolean) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['investors', investorId, 'transactions'],
    queryFn: async ({ signal }) => {
      const { data, total } = await api.getInvestorActivities(investorId ?? '', { type: 'transaction' }, signal);
      return { rows: data, total };
    },
    enabled: Boolean(investorId) && enabled,
    staleTime: 0,
  });
};

/**
 * GET /api/activities/{id}: one page of everything posted to the investor, newest first, each with
 * its readAt (issue 20 item 4); `unread` asks only for what they have not opened yet (?unread=true).
 */
export const useInvestorActivities = (investorId: string, unread: boolean, page: number, perPage: number) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['investors', investorId, 'activities', unread, page, perPage],
    queryFn: async ({ signal }) => {
      const { data, total } = await api.getInvestorActivities(investorId, { page: { page, perPage }, unread }, signal);
      return { rows: data, total };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

/** GET /api/users/{id}/deletion-impact: what deleting the investor would remove (issue 19 item 5), read fresh each time the dialog opens. */
export const useInvestorDeletionImpact = (investorId: string | undefined) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['investors', investorId, 'deletion-impact'],
    queryFn: ({ signal }) => api.getInvestorDeletionImpact(investorId ?? '', signal),
    enabled: Boolean(investorId),
    staleTime: 0,
    gcTime: 0,
  });
};

/** The status an admin switches an investor's login to. */
export const nextStatus = (status: UserStatus): UserStatus => (status === 'disabled' ? 'active' : 'disabled');

/**
 * Delete an investor (DELETE /api/users/{id}) and disable/enable their login
 * (PATCH /api/users/{id}/status), with the spec/001 §8 toasts and the server's message on failure.
 */
export const useInvestorActions = () => {
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [switching, setSwitching] = useState<string | null>(null);

  const remove = (summary: InvestorSummaryView, onDone?: () => void) =>
    deleteOne(
      SUMMARIES,
      { id: summary.id, previousData: summary },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.investors.notify.deleted', { type: 'success' });
          refresh();
          onDone?.();
        },
        onError: (error) => notifyFailure(error, 'app.investors.notify.delete_failed'),
      },
    );

  const toggleStatus = async (summary: InvestorSummaryView) => {
    const status = nextStatus(summary.investor.status);
    setSwitching(String(summary.id));
    try {
      await api.setUserStatus(String(summary.id), status);
      notify(status === 'disabled' ? 'app.investors.notify.disabled' : 'app.investors.notify.enabled', { type: 'success' });
      refresh();
    } catch (error) {
      notifyFailure(error, 'app.investors.notify.status_failed');
    } finally {
      setSwitching(null);
    }
  };

  return { remove, deleting, toggleStatus, switching };
};
