import { textFlag, type PublicSlideView, type SlideView } from '@fund/contracts';

import type { MarketingSlide } from './marketing-slide.entity.js';

export function mapPublicSlide(slide: MarketingSlide): PublicSlideView {
  return {
    id: slide.id,
    title: slide.title,
    imageUrl: slide.imageUrl,
    buttonText: slide.buttonText,
    buttonUrl: slide.buttonUrl,
    order: slide.sortOrder,
    isActive: textFlag(slide.isActive),
  };
}

export function mapSlide(slide: MarketingSlide): SlideView {
  return { ...mapPublicSlide(slide), createdAt: slide.createdAt.toISOString(), updatedAt: slide.updatedAt.toISOString() };
}
