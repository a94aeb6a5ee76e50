import type { MarketingSlide } from './marketing-slide.entity.js';

/** spec/000 §3 Marketing slide as the investor dashboard reads it; isActive is a text flag. */
export interface PublicSlideView {
  id: string;
  title: string;
  imageUrl: string;
  buttonText: string;
  buttonUrl: string;
  order: number;
  isActive: 'true' | 'false';
}

/** spec/001 §3 marketing_slides as the back office reads it. */
export interface SlideView extends PublicSlideView {
  createdAt: string;
  updatedAt: string;
}

export function mapPublicSlide(slide: MarketingSlide): PublicSlideView {
  return {
    id: slide.id,
    title: slide.title,
    imageUrl: slide.imageUrl,
    buttonText: slide.buttonText,
    buttonUrl: slide.buttonUrl,
    order: slide.sortOrder,
    isActive: slide.isActive ? 'true' : 'false',
  };
}

export function mapSlide(slide: MarketingSlide): SlideView {
  return { ...mapPublicSlide(slide), createdAt: slide.createdAt.toISOString(), updatedAt: slide.updatedAt.toISOString() };
}
