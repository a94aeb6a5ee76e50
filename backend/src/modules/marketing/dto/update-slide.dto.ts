import { SlideActive, SlideButtonText, SlideButtonUrl, SlideImageUrl, SlideOrder, SlideTitle, WhenSent } from './slide-fields.js';

/** Any subset of the slide's fields: an edit, the Active/Inactive toggle or an order change. */
export class UpdateSlideDto {
  @WhenSent()
  @SlideTitle()
  title?: string;

  @WhenSent()
  @SlideImageUrl()
  imageUrl?: string;

  @WhenSent()
  @SlideButtonText()
  buttonText?: string;

  @WhenSent()
  @SlideButtonUrl()
  buttonUrl?: string;

  @WhenSent()
  @SlideOrder()
  order?: number;

  @WhenSent()
  @SlideActive()
  isActive?: boolean;
}
