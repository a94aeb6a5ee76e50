import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { acceptsContentType, isAdminRole, MESSAGES, UPLOAD_POLICIES } from '@fund/contracts';
import { DataSource } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { keyFrom, ObjectStorage, objectPathOf, type StoredObject } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import type { UploadRequestDto } from './dto/upload-request.dto.js';

const KYC_KINDS = ['kyc-document'] as const;

/**
 * The KYC wizard's ID upload: a server-chosen kyc-document key, its normalisation to an object path,
 * and who may read it: admins (StorageService) and the investor created from the application that
 * holds it. Everyone else gets 404.
 */
@Injectable()
export class KycDocumentsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
  ) {}

  onModuleInit(): void {
    this.storageService.registerReadRule('kyc-document', (user, object) => this.isApplicantOf(user, object));
  }

  /**
   * POST /api/objects/upload. Without a body: a KYC document upload, for anyone. With `folder`: a
   * marketing slide image, for admins only (403 otherwise); contentType must name an image.
   */
  async requestUpload(dto: UploadRequestDto, user: AuthUser | undefined): Promise<{ uploadURL: string }> {
    if (dto.folder === undefined) {
      const { uploadURL } = await this.storage.createUpload('kyc-document');
      return { uploadURL };
    }
    if (!isAdminRole(user?.role) || user?.mustChangePassword) throw new ForbiddenException(MESSAGES.forbidden);
    if (!acceptsContentType(UPLOAD_POLICIES['slide-image'], dto.contentType!)) {
      throw new BadRequestException(MESSAGES.invalidFileType(dto.filename!));
    }
    const { uploadURL } = await this.storage.createUpload('slide-image');
    return { uploadURL };
  }

  /** PUT /api/kyc-documents: an upload URL or object path we issued for a kyc-document that now exists. */
  async normalize(documentURL: string): Promise<{ objectPath: string }> {
    const key = keyFrom(documentURL, KYC_KINDS);
    if (!key) throw new BadRequestException(MESSAGES.kycDocumentInvalid);
    await this.storage.verifyUpload(key, 'kyc-document');
    return { objectPath: objectPathOf(key) };
  }

  /**
   * The stored form (the object path) of a submitted idUploadUrl: it must be the object path of an
   * uploaded kyc-document. 400 otherwise, so the wizard shows the reason on its toast.
   */
  async objectPathForSubmission(idUploadUrl: string): Promise<{ key: string; objectPath: string }> {
    const key = keyFrom(idUploadUrl, KYC_KINDS);
    if (!key || idUploadUrl !== objectPathOf(key)) throw new BadRequestException(MESSAGES.kycDocumentInvalid);
    try {
      await this.storage.verifyUpload(key, 'kyc-document');
    } catch (error) {
      if (error instanceof NotFoundException) throw new BadRequestException(MESSAGES.kycDocumentMissing);
      throw error;
    }
    return { key, objectPath: objectPathOf(key) };
  }

  private async isApplicantOf(user: AuthUser, object: StoredObject): Promise<boolean> {
    if (user.role !== 'investor') return false;
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM kyc_applications WHERE investor_id = $1 AND id_upload_url = $2 LIMIT 1',
      [user.id, objectPathOf(object.key)],
    );
    return rows.length > 0;
  }
}
