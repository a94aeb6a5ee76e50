import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// spec/000 §9: no refetch interval, no refetch on window focus, never stale, no retries.
export const queryConfig = {
  queries: {
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
