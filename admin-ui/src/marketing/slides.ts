import { MAX_ACTIVE_SLIDES, type SlideView } from '@fund/contracts';

export interface SlideValues {
  title: string;
  imageUrl: string;
  buttonText: string;
  buttonUrl: string;
  isActive: boolean;
}

export const EMPTY_SLIDE: SlideValues = { title: 'Marketing Slide', imageUrl: '', buttonText: '', buttonUrl: '', isActive: true };

/** The API answers isActive as the text flag 'true'/'false' (spec/001 §3). */
export const isSlideActive = (slide: Pick<SlideView, 'isActive'>) => slide.isActive === 'true';

export const activeCount = (slides: Pick<SlideView, 'isActive'>[]) => slides.filter(isSlideActive).length;

/** spec/001 §5: Add Slide is disabled at 3 or more active slides. */
export const canAddSlide = (slides: Pick<SlideView, 'isActive'>[]) => activeCount(slides) < MAX_ACTIVE_SLIDES;

/** An active slide can always be switched off; an inactive one only while fewer than 3 are active. */
export const canToggle = (slide: Pick<SlideView, 'isActive'>, slides: Pick<SlideView, 'isActive'>[]) =>
  isSlideActive(slide) || canAddSlide(slides);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** spec/001 §5 "Marketing slide": the messages are catalog keys. An uploaded image is an /api/objects/ path. */
export const validateSlide = (values: Partial<SlideValues>) => {
  const errors: Partial<Record<keyof SlideValues, string>> = {};
  if (!values.title?.trim()) errors.title = 'app.marketing.validation.title';
  if (!values.imageUrl?.trim()) errors.imageUrl = 'app.marketing.validation.image_url';
  if (!values.buttonText?.trim()) errors.buttonText = 'app.marketing.validation.button_text';
  if (!isHttpUrl(values.buttonUrl?.trim() ?? '')) errors.buttonUrl = 'app.marketing.validation.button_url';
  return errors;
};

/** Only the fields the API accepts (it refuses unknown ones); isActive as a JSON boolean. */
export const slidePayload = (values: SlideValues) => ({
  title: values.title.trim(),
  imageUrl: values.imageUrl.trim(),
  buttonText: values.buttonText.trim(),
  buttonUrl: values.buttonUrl.trim(),
  isActive: values.isActive,
});

export const slideValuesOf = (slide: SlideView): SlideValues => ({
  title: slide.title,
  imageUrl: slide.imageUrl,
  buttonText: slide.buttonText,
  buttonUrl: slide.buttonUrl,
  isActive: isSlideActive(slide),
});
