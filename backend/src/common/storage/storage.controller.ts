import { Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { acceptsContentType, FileBytes, UPLOAD_POLICIES } from '@fund/contracts';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';

import { CurrentUser, OptionalAuth, Public } from '../auth/decorators.js';
import type { AuthUser } from '../auth/auth.types.js';
import { ApiAnswer } from '../openapi/api-answer.js';
import { ObjectStorage } from './object-storage.js';
import { StorageService } from './storage.service.js';

@Controller()
export class StorageController {
  constructor(
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly service: StorageService,
  ) {}

  /** The target of every signed upload URL (both drivers): one PUT of the raw file. */
  @Public()
  @ApiExcludeEndpoint()
  @Put('storage/uploads/:kind/:id')
  async upload(@Param('kind') kind: string, @Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request) {
    const object = await this.storage.receive(`${kind}/${id}`, query.expires, query.signature, req);
    return { objectPath: `/api/objects/${object.key}`, size: object.size, contentType: object.contentType };
  }

  @OptionalAuth()
  @ApiAnswer('Reads a stored file (private ones only for those allowed)', FileBytes, { contentType: '*/*' })
  @Get('objects/:kind/:id')
  async read(@Param('kind') kind: string, @Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Res() res: Response) {
    const object = await this.service.readable(`${kind}/${id}`, user);
    const stream = await this.storage.openRead(object.key);
    // Only a type the kind's policy admits is served as such (an S3 uploader chooses the stored
    // header); anything else downloads as bytes. Images and PDFs show inline, other files download.
    const type = acceptsContentType(UPLOAD_POLICIES[object.kind], object.contentType) ? object.contentType : 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Disposition', type.startsWith('image/') || type === 'application/pdf' ? 'inline' : 'attachment');
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', object.visibility === 'public' ? 'public, max-age=3600' : 'private, no-store');
    // A file removed between stat and read must end this response, not the process.
    await pipeline(stream, res).catch(() => res.destroy());
  }
}
