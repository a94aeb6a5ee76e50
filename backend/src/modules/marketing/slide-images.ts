import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';

import { keyFrom, OBJECT_PATH_PREFIX, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { isHttpUrl } from './dto/slide-fields.js';

/**
 * A slide's imageUrl: the object path of a slide image uploaded here and made public
 * (POST /api/objects/upload, PUT, POST /api/objects/set-acl), or any http(s) URL.
 */
@Injectable()
export class SlideImagesService {
  constructor(@Inject(ObjectStorage) private readonly storage: ObjectStorage) {}

  async checkImageUrl(imageUrl: string): Promise<string> {
    if (imageUrl.startsWith(OBJECT_PATH_PREFIX)) {
      const key = keyFrom(imageUrl, ['slide-image']);
      const object = key && imageUrl === objectPathOf(key) ? await this.storage.stat(key) : null;
      if (key && object?.visibility === 'public') return objectPathOf(key);
    } else if (isHttpUrl(imageUrl)) {
      return imageUrl;
    }
    throw new BadRequestException(MESSAGES.slideImageInvalid);
  }
}
