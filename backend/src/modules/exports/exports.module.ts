import { Module } from '@nestjs/common';

import { ExportsController } from './exports.controller.js';
import { ExportsService } from './exports.service.js';
import { PostReadsController } from './post-reads.controller.js';

/**
 * GET /api/admin/exports/{resource}: the admin lists that grow without bound, whole, as streamed CSV;
 * GET /api/schemes/{schemeId}/posts/{postId}/reads.csv: who read a post (issue 20).
 */
@Module({ controllers: [ExportsController, PostReadsController], providers: [ExportsService] })
export class ExportsModule {}
