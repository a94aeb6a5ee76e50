// The Sharia layer's reads that several portal pages share (issue 24): every scheme's badge (one call,
// cached for the session, with each scheme's current certificate), the fund's gate setting, the investor's
// purification ledger and zakat estimate. The governance, purification and zakat pages write through
// their own feature's API files and refresh these keys.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n/sharia';

import {
  formatDate,
  formatMoneyFull,
  type PurificationLedgerView,
  type SchemeShariaStatusView,
  type ShariaSettingsView,
  type ZakatEstimateView,
} from '@fund/contracts';

import { apiClient } from './apiClient';

export const shariaKeys = {
  statuses: ['sharia', 'schemes'] as const,
  settings: ['sharia', 'settings'] as const,
  purification: ['investor', 'purification'] as const,
  zakat: ['investor', 'zakat'] as const,
};

/** GET /api/sharia/schemes: every scheme's badge and gate. */
export const shariaStatusesQueryOptions = queryOptions({
  queryKey: shariaKeys.statuses,
  queryFn: () => apiClient.get<SchemeShariaStatusView[]>('/api/sharia/schemes'),
  // The badges change when an admin records a certificate or a day passes: once a session is enough,
  // and a refused Express Interest refreshes them.
  staleTime: Infinity,
});

export function useShariaStatuses() {
  return useQuery(shariaStatusesQueryOptions);
}

/** One scheme's badge from the shared list; undefined while it loads or when the list failed. */
export function useShariaStatus(schemeId: string): SchemeShariaStatusView | undefined {
  return useQuery({ ...shariaStatusesQueryOptions, select: (list) => list.find((s) => s.schemeId === schemeId) }).data;
}

/** GET /api/sharia/settings: the gate's mode among others. */
export function useShariaSettings() {
  return useQuery({
    queryKey: shariaKeys.settings,
    queryFn: () => apiClient.get<ShariaSettingsView>('/api/sharia/settings'),
    staleTime: Infinity,
  });
}

/** GET /api/investor/purification: the investor's ledger, years and entries newest first. */
export function usePurificationLedger(enabled = true) {
  return useQuery({
    queryKey: shariaKeys.purification,
    queryFn: () => apiClient.get<PurificationLedgerView>('/api/investor/purification'),
    enabled,
  });
}

/** "Purify: $X" by the payout's activity id, for the transactions feed; none until the ledger is read. */
export function usePurifyNotes(enabled = true): ReadonlyMap<string, string> | undefined {
  const { t } = useTranslation('sharia');
  const { data } = usePurificationLedger(enabled);
  return useMemo(
    () =>
      data &&
      new Map(
        data.entries
          .filter((entry) => entry.amount > 0)
          .map((entry) => [entry.activityId, t('purification.feedLine', { amount: formatMoneyFull(entry.amount) })]),
      ),
    [data, t],
  );
}

/** GET /api/investor/zakat: the investor's zakat date and estimate. */
export function useZakatEstimate() {
  return useQuery({ queryKey: shariaKeys.zakat, queryFn: () => apiClient.get<ZakatEstimateView>('/api/investor/zakat') });
}

/**
 * Whether Express Interest is held back for the scheme: null when it is not gated (or the badges are
 * not known: the server still refuses with 409), else the reason and whether the fund refuses
 * ('enforce'; also while the setting loads) or only warns. Refused, the reason is the API's own words
 * (the 409's); warned, the portal's: the API's "is not taking new investments" is untrue in warn mode.
 */
export function useShariaGate(schemeId: string): { message: string; enforce: boolean } | null {
  const { t } = useTranslation('sharia');
  const status = useShariaStatus(schemeId);
  const settings = useShariaSettings();
  if (!status?.gated) return null;
  const enforce = settings.data?.gateMode !== 'warn';
  if (enforce) return { message: status.message ?? '', enforce };
  const message =
    status.status === 'expired' && status.validUntil
      ? t('gate.warnExpired', { name: status.schemeName, date: formatDate(status.validUntil) })
      : t('gate.warnMissing', { name: status.schemeName });
  return { message, enforce };
}
