import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { MESSAGES, UPLOAD_KINDS, type UploadKind } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { keyFrom, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import type { SetAclDto } from './dto/set-acl.dto.js';
import { PUBLIC_ACL_RULES } from './public-uploads.js';

@Injectable()
export class ProfilePhotosService {
  constructor(
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
  ) {}

  /** A signed upload URL for one profile photo (5 MB, jpg/jpeg/png/gif by content); `url` is what the spec reads. */
  async uploadUrl(): Promise<{ url: string; uploadURL: string }> {
    const ticket = await this.storage.createUpload('profile-photo');
    return { url: ticket.uploadURL, uploadURL: ticket.uploadURL };
  }

  /** Makes an uploaded object public when its kind allows the caller to; answers its object path. */
  async setAcl(dto: SetAclDto, user: AuthUser): Promise<{ objectPath: string }> {
    const key = keyFrom(dto.uploadURL, UPLOAD_KINDS);
    if (!key) throw new BadRequestException(MESSAGES.uploadUrlUnknown);
    const kind = key.split('/')[0] as UploadKind;
    const mayPublish = PUBLIC_ACL_RULES[kind];
    if (!mayPublish || !mayPublish(user)) throw new ForbiddenException(MESSAGES.fileCannotBePublic);
    await this.storage.verifyUpload(key, kind);
    await this.storageService.makePublic(key);
    return { objectPath: objectPathOf(key) };
  }
}
