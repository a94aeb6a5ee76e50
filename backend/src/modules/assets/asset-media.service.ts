import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { acceptsContentType, MESSAGES, UPLOAD_POLICIES, type AssetMediaView, type UploadKind } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { keyFrom, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import { AssetMedia } from './asset-media.entity.js';
import { Asset } from './asset.entity.js';
import { mapAssetMedia } from './asset.view.js';
import type { AttachAssetMediaDto, RequestUploadDto } from './dto/asset-media.dto.js';

const KIND: UploadKind = 'asset-image';
const POLICY = UPLOAD_POLICIES[KIND];

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

@Injectable()
export class AssetMediaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
  ) {}

  /**
   * A signed URL for one PUT of an asset image. The name and declared type are checked here so a wrong
   * file is refused before any byte moves; the PUT itself is checked by content (magic bytes) and size.
   */
  async requestUpload(dto: RequestUploadDto): Promise<{ url: string; objectPath: string }> {
    const contentType = dto.contentType.toLowerCase();
    if (!POLICY.extensions.includes(extensionOf(dto.fileName)) || !acceptsContentType(POLICY, contentType)) {
      throw new BadRequestException(MESSAGES.invalidFileType(dto.fileName));
    }
    if (dto.size !== undefined && dto.size > POLICY.maxBytes) throw new BadRequestException(MESSAGES.fileTooLarge(dto.fileName));
    const ticket = await this.storage.createUpload(KIND);
    return { url: ticket.uploadURL, objectPath: ticket.objectPath };
  }

  /**
   * Attaches an uploaded image (its upload URL or object path) to the asset and makes it public, so
   * investors' browsers can show it. One row per stored image: attaching an image the asset already
   * holds answers that row; another asset's image is a 409 (deleting one would break the other).
   */
  async attach(assetId: string, dto: AttachAssetMediaDto): Promise<AssetMediaView> {
    if (!(await this.dataSource.getRepository(Asset).existsBy({ id: assetId }))) {
      throw new NotFoundException(MESSAGES.assetNotFound);
    }
    const key = keyFrom(dto.mediaUrl, [KIND]);
    if (!key) throw new BadRequestException(MESSAGES.assetMediaUrlInvalid);
    const object = await this.storage.verifyUpload(key, KIND);
    const mediaUrl = objectPathOf(key);
    const media = await this.dataSource.transaction(async (manager) => {
      // FOR SHARE waits for an asset delete in progress (FOR UPDATE); the advisory lock orders two
      // attaches of the same image.
      const asset = await manager.findOne(Asset, { where: { id: assetId }, select: { id: true }, lock: { mode: 'pessimistic_read' } });
      if (!asset) throw new NotFoundException(MESSAGES.assetNotFound);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('asset_media.media_url'), hashtext($1))`, [mediaUrl]);
      const existing = await manager.findOneBy(AssetMedia, { mediaUrl });
      if (existing && existing.assetId !== assetId) throw new ConflictException(MESSAGES.assetMediaOtherAsset);
      if (existing) return existing;
      const saved = await manager.save(
        manager.create(AssetMedia, { assetId, mediaUrl, mediaType: object.contentType, fileName: dto.fileName }),
      );
      await this.storageService.makePublic(key);
      return saved;
    });
    return mapAssetMedia(media);
  }

  async remove(mediaId: string): Promise<AssetMediaView> {
    const repo = this.dataSource.getRepository(AssetMedia);
    const media = await repo.findOneBy({ id: mediaId });
    if (!media) throw new NotFoundException(MESSAGES.assetMediaNotFound);
    const { affected } = await repo.delete({ id: mediaId });
    if (!affected) throw new NotFoundException(MESSAGES.assetMediaNotFound);
    await this.deleteStoredFiles([media.mediaUrl]);
    return mapAssetMedia(media);
  }

  /**
   * Deletes stored images after their rows are gone, unless another row still shows them (an update's
   * link, a slide's button); a failure is logged, never answered.
   */
  async deleteStoredFiles(urls: string[]): Promise<void> {
    await this.storageService.deleteIfUnreferenced(urls);
  }
}
