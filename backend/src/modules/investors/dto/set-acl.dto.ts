import { MESSAGES } from '@fund/contracts';
import { IsIn } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';

/** spec/000 §7: {uploadURL, visibility: 'public'}; only making an upload public is offered. */
export class SetAclDto {
  @Trim()
  @RequiredString(MESSAGES.uploadUrlRequired, 2048)
  uploadURL: string;

  @IsIn(['public'], { message: MESSAGES.visibilityPublicOnly })
  visibility: 'public';
}
