import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ConflictException } from '@nestjs/common';

import { MESSAGES, UPLOAD_KINDS, type UploadKind } from '@fund/contracts';

import type { S3Config } from '../../config/config.js';
import { isValidKey, ObjectStorage, type StoredObject, type Visibility } from './object-storage.js';
import type { SignedUploads } from './signed-uploads.js';

const SILENT = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/**
 * S3-compatible storage (AWS, MinIO). Browsers never get a URL of the bucket: they upload to our own
 * signed route, and only bytes that passed the kind's size and type checks are written here, under
 * the object's final key. Visibility is an object tag; reads go through our own route.
 */
export class S3ObjectStorage extends ObjectStorage {
  private readonly client: S3Client;

  constructor(
    uploads: SignedUploads,
    private readonly config: S3Config,
  ) {
    super(uploads);
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.endpoint !== undefined,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: the default streams uploads as aws-chunked with a
      // trailing checksum, which not every S3-compatible server understands (some store the framing).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Silent, as the default; the default's one exception prints a bare line on stdout beside the
      // JSON logs for every refused conditional write (412), which put() answers as a 409 anyway.
      logger: SILENT,
    });
  }

  /**
   * A conditional write (If-None-Match: *): the bucket refuses it when an object is already under the
   * key (412, or 409 when another write of it is in flight), so nothing is ever overwritten, as the
   * local driver's hard link.
   */
  protected async put(file: string, object: StoredObject): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: object.key,
          Body: createReadStream(file),
          ContentLength: object.size,
          ContentType: object.contentType,
          Tagging: `visibility=${object.visibility}`,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412 || status === 409) throw new ConflictException(MESSAGES.uploadAlreadyUsed);
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
      new PutObjectTaggingCommand({
        Bucket: this.config.bucket,
        Key: key,
        Tagging: { TagSet: [{ Key: 'visibility', Value: visibility }] },
      }),
    );
  }

  async openRead(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return object.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key, UPLOAD_KINDS)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
