import { MESSAGES } from '@fund/contracts';
import { IsIn } from 'class-validator';

/** spec/001 §4: a slide moves up or down by one place. */
export class MoveSlideDto {
  @IsIn(['up', 'down'], { message: MESSAGES.slideDirectionInvalid })
  direction: 'up' | 'down';
}
