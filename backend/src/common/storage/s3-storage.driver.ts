import {
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { NotFoundException } from '@nestjs/common';
import { UPLOAD_KINDS, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

import type { S3Config } from '../../config/config.js';
import { assertContentType, assertSize, SNIFF_BYTES } from './content-check.js';
import { UPLOAD_URL_TTL_SECONDS } from './local-storage.driver.js';
import { isValidKey, ObjectStorage, objectPathOf, type StoredObject, type UploadTicket, type Visibility } from './object-storage.js';

/**
 * S3-compatible storage (AWS, MinIO). Uploads go straight to the bucket through presigned PUT URLs;
 * a presigned PUT cannot cap the size, so verifyUpload checks size and magic bytes afterwards and
 * deletes what breaks the policy. Visibility is an object tag; reads go through our own route.
 */
export class S3ObjectStorage extends ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.endpoint !== undefined,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async createUpload(kind: UploadKind): Promise<UploadTicket> {
    const key = `${kind}/${randomUUID()}`;
    const uploadURL = await getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.config.bucket, Key: key }), {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
    });
    return { uploadURL, objectPath: objectPathOf(key), key };
  }

  async verifyUpload(key: string, kind: UploadKind): Promise<StoredObject> {
    if (!isValidKey(key, [kind])) throw new NotFoundException('Uploaded file not found');
    const policy = UPLOAD_POLICIES[kind];
    const head = await this.head(key);
    if (!head) throw new NotFoundException('Uploaded file not found');
    try {
      assertSize(head.size, policy);
      const part = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
      );
      const bytes = await part.Body!.transformToByteArray();
      const contentType = assertContentType((await fileTypeFromBuffer(bytes))?.mime, policy);
      return { key, kind, size: head.size, contentType, visibility: head.visibility };
    } catch (error) {
      await this.delete(key);
      throw error;
    }
  }

  private async head(key: string): Promise<{ size: number; contentType: string; visibility: Visibility } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const tags = await this.client.send(new GetObjectTaggingCommand({ Bucket: this.config.bucket, Key: key }));
      const visibility = tags.TagSet?.find((t) => t.Key === 'visibility')?.Value === 'public' ? 'public' : 'private';
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream', visibility };
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key, UPLOAD_KINDS)) return null;
    const head = await this.head(key);
    return head ? { key, kind: key.split('/')[0] as UploadKind, ...head } : null;
  }

  async setVisibility(key: string, visibility: Visibility): Promise<void> {
    await this.client.send(
      new PutObjectTaggingCommand({ Bucket: this.config.bucket, Key: key, Tagging: { TagSet: [{ Key: 'visibility', Value: visibility }] } }),
    );
  }

  async openRead(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return object.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
