import { Global, Module } from '@nestjs/common';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import type { Secrets } from '../../config/secrets.js';
import { LocalObjectStorage } from './local-storage.driver.js';
import { ObjectStorage } from './object-storage.js';
import { S3ObjectStorage } from './s3-storage.driver.js';
import { StorageController } from './storage.controller.js';
import { StorageService } from './storage.service.js';

@Global()
@Module({
  controllers: [StorageController],
  providers: [
    {
      provide: ObjectStorage,
      inject: [APP_CONFIG, SECRETS],
      useFactory: (config: AppConfig, secrets: Secrets): ObjectStorage =>
        config.storageDriver === 's3' && config.s3
          ? new S3ObjectStorage(config.s3)
          : new LocalObjectStorage(config.dataDir, config.appOrigin, secrets.uploadSigningKey),
    },
    StorageService,
  ],
  exports: [ObjectStorage, StorageService],
})
export class StorageModule {}
