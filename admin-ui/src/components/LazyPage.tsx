import { Box, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

import { CardGrid } from '@fund/ui';

/** What a page shows while its code loads: the shape of a header and a grid of cards. */
export const PageSkeleton = () => (
  <Stack spacing={3} aria-busy>
    <Box>
      <Skeleton variant="text" width="14rem" height={44} />
      <Skeleton variant="text" width="22rem" />
    </Box>
    <CardGrid>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={120} />
      ))}
    </CardGrid>
  </Stack>
);

/**
 * A page loaded with React.lazy (its own chunk, not in the initial bundle), with PageSkeleton
 * while the chunk arrives. `name` is the page's named export.
 *
 * @example const KycPage = lazyPage(() => import('./kyc/KycPage'), 'KycPage');
 *          <Route path="/kyc" element={<KycPage />} />
 */
export const lazyPage = <Name extends string>(load: () => Promise<{ [K in Name]: ComponentType }>, name: Name) => {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  const LazyPage = () => (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
};
