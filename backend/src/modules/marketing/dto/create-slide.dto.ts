import { IsOptional } from 'class-validator';

import { SlideActive, SlideButtonText, SlideButtonUrl, SlideImageUrl, SlideOrder, SlideTitle } from './slide-fields.js';

/** spec/001 §5 "Marketing slide": order defaults to 0, isActive to true. */
export class CreateSlideDto {
  @SlideTitle()
  title: string;

  @SlideImageUrl()
  imageUrl: string;

  @SlideButtonText()
  buttonText: string;

  @SlideButtonUrl()
  buttonUrl: string;

  @IsOptional()
  @SlideOrder()
  order?: number;

  @IsOptional()
  @SlideActive()
  isActive?: boolean;
}
