import { Body, Controller, Delete, Get, Post, Query, UseInterceptors } from '@nestjs/common';
import { MESSAGES, SavedDocumentAnswer, SchemeDocumentView, UploadUrlAnswer } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import { DocumentErrorsInterceptor } from './document-errors.interceptor.js';
import { AttachSchemeDocumentDto, SaveSchemeDocumentDto } from './dto/scheme-document.dto.js';
import { SchemeDocumentsService } from './scheme-documents.service.js';

@Controller()
export class SchemeDocumentsController {
  constructor(private readonly documents: SchemeDocumentsService) {}

  /** Admins: a signed URL for one PUT of a .pdf, .doc, .docx, .xlsx or .xls file of at most 10 MB. */
  @AdminOnly()
  @ApiAnswer('Requests an upload URL for one scheme document', UploadUrlAnswer)
  @IssuesUploads('adminUpload')
  @Post('scheme-documents/upload-url')
  createUploadUrl() {
    return this.documents.createUploadUrl();
  }

  /** Admins: {uploadURL, schemeId, name, type?, size?} -> 201 {url, id}. */
  @AdminOnly()
  @UseInterceptors(new DocumentErrorsInterceptor(MESSAGES.schemeDocumentNormalizeFailed))
  @ApiAnswer('Saves an uploaded file as a scheme document', SavedDocumentAnswer)
  @Post('objects/save-document')
  save(@Body() dto: SaveSchemeDocumentDto) {
    return this.documents.saveUploaded(dto);
  }

  /** Any signed-in user: {id, schemeId, name, type, size, url, uploadedAt}, newest first. */
  @ApiAnswer("Lists a scheme's documents, newest first", SchemeDocumentView, { list: true })
  @Get('schemes/:id/documents')
  list(@IdParam('id', MESSAGES.schemeNotFound) schemeId: string, @Query() query: ListQueryDto) {
    return this.documents.list(schemeId, query);
  }

  /** Admins: {schemeId?, name, url, type?, size?}; url is the object path of an uploaded scheme document. */
  @AdminOnly()
  @UseInterceptors(new DocumentErrorsInterceptor(MESSAGES.schemeDocumentAttachFailed))
  @ApiAnswer('Attaches an uploaded file to a scheme by its object path', SchemeDocumentView)
  @ApiUnprocessable("the body's schemeId is given and is not the path's id")
  @Post('schemes/:id/documents')
  attach(@IdParam('id', MESSAGES.schemeNotFound) schemeId: string, @Body() dto: AttachSchemeDocumentDto) {
    return this.documents.attachByPath(schemeId, dto);
  }

  /** Admins: the document must belong to the scheme; its stored file is removed too. */
  @AdminOnly()
  @ApiAnswer('Deletes a scheme document and its file', SchemeDocumentView)
  @Delete('schemes/:id/documents/:documentId')
  remove(
    @IdParam('id', MESSAGES.schemeDocumentNotFound) schemeId: string,
    @IdParam('documentId', MESSAGES.schemeDocumentNotFound) documentId: string,
  ) {
    return this.documents.remove(schemeId, documentId);
  }
}
