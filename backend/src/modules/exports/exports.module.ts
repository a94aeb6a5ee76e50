import { Module } from '@nestjs/common';

import { ExportsController } from './exports.controller.js';
import { ExportsService } from './exports.service.js';

/** GET /api/admin/exports/{resource}: the admin lists that grow without bound, whole, as streamed CSV. */
@Module({ controllers: [ExportsController], providers: [ExportsService] })
export class ExportsModule {}
