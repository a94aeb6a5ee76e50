import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import type { Secrets } from '../../config/secrets.js';
import { LocalObjectStorage } from './local-storage.driver.js';
import { ObjectStorage } from './object-storage.js';
import { S3ObjectStorage } from './s3-storage.driver.js';
import { PgUploadRecords, SignedUploads } from './signed-uploads.js';
import { StorageController } from './storage.controller.js';
import { StorageService } from './storage.service.js';
import { uploadQuota } from './upload-limits.js';

@Global()
@Module({
  controllers: [StorageController],
  providers: [
    {
      provide: ObjectStorage,
      inject: [APP_CONFIG, SECRETS, getDataSourceToken()],
      useFactory: (config: AppConfig, secrets: Secrets, dataSource: DataSource): ObjectStorage => {
        const uploads = new SignedUploads({
          appOrigin: config.appOrigin,
          // Instances behind one load balancer share SESSION_SECRET (and the database), so an upload
          // URL one of them signed is good on all; without it, the key generated into DATA_DIR.
          signingKey: config.sessionSecret
            ? createHmac('sha256', config.sessionSecret).update('fund:upload-urls').digest('base64url')
            : secrets.uploadSigningKey,
          incomingDir: path.join(config.dataDir, 'objects', '.incoming'),
          records: new PgUploadRecords(dataSource, uploadQuota(config.rateLimitFactor)),
        });
        return config.storageDriver === 's3' && config.s3
          ? new S3ObjectStorage(uploads, config.s3)
          : new LocalObjectStorage(uploads, config.dataDir);
      },
    },
    StorageService,
  ],
  exports: [ObjectStorage, StorageService],
})
export class StorageModule {}
