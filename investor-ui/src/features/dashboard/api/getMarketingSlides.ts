import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicSlideView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/marketing-slides: the active slides by order ('true' as text means active). */
export async function getMarketingSlides(): Promise<PublicSlideView[]> {
  const slides = await apiClient.get<PublicSlideView[]>('/api/marketing-slides');
  return slides.filter((slide) => slide.isActive === 'true').toSorted((a, b) => a.order - b.order);
}

export const marketingSlidesQueryOptions = queryOptions({ queryKey: ['marketing-slides'], queryFn: getMarketingSlides });

export function useMarketingSlides() {
  return useQuery(marketingSlidesQueryOptions);
}
