import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetList, type Identifier } from 'react-admin';

import type { BoardMemberView, NisabPriceView, PronouncementView, PurificationRateView } from '@fund/contracts';

import { useAdminDataProvider } from '../providers/dataProvider';

// The Sharia page's reads and writes, all through the data provider (issue 24): the records as
// react-admin resources and the list convention, the rest as typed custom methods under one query key.

export const PRONOUNCEMENTS = 'sharia-pronouncements';
export const BOARD = 'sharia-board';
export const REPORTS = 'sharia-reports';
export const PURIFICATION_RATES = 'purification-rates';
export const NISAB_PRICES = 'nisab-prices';
export type ShariaResource = typeof PRONOUNCEMENTS | typeof BOARD | typeof REPORTS | typeof PURIFICATION_RATES | typeof NISAB_PRICES;

/** The custom reads' query keys start with it: a write reads them all again. */
export const SHARIA_KEY = 'sharia';

const FRESH = { staleTime: 0 } as const;
const ALL = { page: 1, perPage: 100 } as const;

export const useShariaStatuses = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: [SHARIA_KEY, 'statuses'], queryFn: ({ signal }) => api.getShariaStatuses(signal), ...FRESH });
};

export const useShariaSettings = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: [SHARIA_KEY, 'settings'], queryFn: ({ signal }) => api.getShariaSettings(signal), ...FRESH });
};

export const useShariaReports = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: [SHARIA_KEY, 'reports'], queryFn: ({ signal }) => api.getShariaReports(signal), ...FRESH });
};

export const usePurificationTotals = (year: number) => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: [SHARIA_KEY, 'purification-totals', year],
    queryFn: ({ signal }) => api.getPurificationTotals({ year }, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
};

/** A scheme's pronouncements, newest issued first (GET /api/admin/sharia/pronouncements?filter={schemeId}). */
export const usePronouncements = (schemeId: string) =>
  useGetList<PronouncementView>(
    PRONOUNCEMENTS,
    { filter: { schemeId }, sort: { field: 'issuedOn', order: 'DESC' }, pagination: { page: 1, perPage: 25 } },
    FRESH,
  );

/** Every board member, ended ones too, the latest appointed first. */
export const useBoard = () => useGetList<BoardMemberView>(BOARD, { sort: { field: 'appointedOn', order: 'DESC' }, pagination: ALL }, FRESH);

export const usePurificationRates = () =>
  useGetList<PurificationRateView>(PURIFICATION_RATES, { sort: { field: 'periodStart', order: 'DESC' }, pagination: ALL }, FRESH);

export const useNisabPrices = () =>
  useGetList<NisabPriceView>(NISAB_PRICES, { sort: { field: 'effectiveOn', order: 'DESC' }, pagination: ALL }, FRESH);

/** Reads the Sharia lists and figures again after a write (a certificate changes the badges, a share the totals). */
export const useRefreshSharia = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (resource?: ShariaResource) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [SHARIA_KEY] }),
        resource ? queryClient.invalidateQueries({ queryKey: [resource] }) : undefined,
      ]);
    },
    [queryClient],
  );
};

export type RecordWrite = { resource: ShariaResource; data: object } & ({ id?: undefined } | { id: Identifier });

/** Creates (no id) or replaces (PUT) one record, then reads the Sharia page again. */
export const useSaveRecord = () => {
  const api = useAdminDataProvider();
  const refreshSharia = useRefreshSharia();
  return useMutation({
    mutationFn: async ({ resource, id, data }: RecordWrite) =>
      id === undefined
        ? (await api.create(resource, { data })).data
        : (await api.update(resource, { id, data, previousData: { id } })).data,
    onSuccess: (_data, { resource }) => refreshSharia(resource),
  });
};

/** Deletes one record, then reads the Sharia page again. */
export const useDeleteRecord = (resource: ShariaResource) => {
  const api = useAdminDataProvider();
  const refreshSharia = useRefreshSharia();
  return useCallback(
    async (id: Identifier) => {
      await api.delete(resource, { id, previousData: { id } });
      await refreshSharia(resource);
    },
    [api, refreshSharia, resource],
  );
};
