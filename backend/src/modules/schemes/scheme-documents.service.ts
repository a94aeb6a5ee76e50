import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, SchemeDocumentView, type UploadKind } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import { isValidKey, keyFrom, OBJECT_PATH_PREFIX, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import { isRecordId } from '../../common/http/id-param.js';
import type { AttachSchemeDocumentDto, SaveSchemeDocumentDto } from './dto/scheme-document.dto.js';
import { documentType, sizeText } from './scheme-document-file.js';
import { SchemeDocument } from './scheme-document.entity.js';
import { Scheme } from './scheme.entity.js';
import { mapSchemeDocument } from './scheme.view.js';

const KIND: UploadKind = 'scheme-document';

const DOCUMENT_LIST = listSpec(SchemeDocumentView, {
  resource: 'scheme-documents',
  fields: { id: 'd.id', schemeId: 'd.schemeId', name: 'd.name', type: 'd.type', size: 'd.size', url: 'd.url', uploadedAt: 'd.uploadedAt' },
  search: ['d.name'],
  defaultSort: ['uploadedAt', 'DESC'],
});

@Injectable()
export class SchemeDocumentsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
  ) {}

  onModuleInit(): void {
    // Any signed-in user reads the documents attached to a scheme (investors see them on the
    // opportunity page); the public never does (the storage service answers anonymous readers 404).
    // An investor also reads one their activity links to (it stays when the scheme document goes).
    // An upload no scheme or activity holds stays readable by admins only.
    this.storageService.registerReadRule(KIND, async (user, object) => {
      const url = objectPathOf(object.key);
      if (await this.dataSource.getRepository(SchemeDocument).existsBy({ url })) return true;
      const linked = await this.dataSource.query<unknown[]>(
        'SELECT 1 FROM activities WHERE investor_id = $1 AND document_url = $2 LIMIT 1',
        [user.id, url],
      );
      return linked.length > 0;
    });
  }

  async createUploadUrl(): Promise<{ uploadURL: string }> {
    const { uploadURL } = await this.storage.createUpload(KIND);
    return { uploadURL };
  }

  /** POST /api/objects/save-document: the uploaded file becomes a document of the scheme. */
  async saveUploaded(dto: SaveSchemeDocumentDto): Promise<{ url: string; id: string }> {
    const key = keyFrom(dto.uploadURL, [KIND]);
    if (!key) throw new BadRequestException(MESSAGES.uploadUrlUnknown);
    // The scheme comes in the body here, not through the path's IdParam.
    if (!isRecordId(dto.schemeId)) throw new NotFoundException(MESSAGES.schemeNotFound);
    const document = await this.attach(dto.schemeId, key, dto.name, dto.type);
    return { url: objectPathOf(key), id: document.id };
  }

  /** POST /api/schemes/:id/documents: attaches an uploaded file by its object path. */
  async attachByPath(schemeId: string, dto: AttachSchemeDocumentDto): Promise<SchemeDocumentView> {
    if (dto.schemeId !== undefined && dto.schemeId !== schemeId)
      throw new UnprocessableEntityException(MESSAGES.schemeDocumentSchemeMismatch);
    const key = dto.url.startsWith(OBJECT_PATH_PREFIX) ? dto.url.slice(OBJECT_PATH_PREFIX.length) : '';
    if (!isValidKey(key, [KIND])) throw new BadRequestException(MESSAGES.schemeDocumentUrlInvalid);
    return mapSchemeDocument(await this.attach(schemeId, key, dto.name, dto.type));
  }

  /**
   * One row per stored file: attaching a file the scheme already holds answers that row (the admin UI
   * may call save-document and then POST documents for the same file); another scheme's file is a 409.
   * Type and size come from the stored object, never from the client.
   */
  private async attach(schemeId: string, key: string, name: string, typeHint: string | undefined): Promise<SchemeDocument> {
    await this.assertScheme(schemeId);
    const object = await this.storage.verifyUpload(key, KIND);
    const url = objectPathOf(key);
    return this.dataSource.transaction(async (manager) => {
      // FOR SHARE waits for a scheme delete in progress (FOR UPDATE); the advisory lock orders two
      // attaches of the same file.
      const scheme = await manager
        .getRepository(Scheme)
        .findOne({ where: { id: schemeId }, select: { id: true }, lock: { mode: 'pessimistic_read' } });
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('scheme_documents.url'), hashtext($1))`, [url]);
      const repo = manager.getRepository(SchemeDocument);
      const existing = await repo.findOneBy({ url });
      if (existing && existing.schemeId !== schemeId) throw new ConflictException(MESSAGES.schemeDocumentOtherScheme);
      if (existing) return existing;
      return repo.save(
        repo.create({ schemeId, name, type: documentType(name, typeHint, object.contentType), size: sizeText(object.size), url }),
      );
    });
  }

  async list(schemeId: string, query: ListQueryDto): Promise<ListResult<SchemeDocumentView>> {
    await this.assertScheme(schemeId);
    const qb = this.dataSource.getRepository(SchemeDocument).createQueryBuilder('d').where('d.schemeId = :schemeId', { schemeId });
    return (await runList(qb, DOCUMENT_LIST, parseListQuery(query, DOCUMENT_LIST))).map(mapSchemeDocument);
  }

  async remove(schemeId: string, documentId: string): Promise<SchemeDocumentView> {
    const repo = this.dataSource.getRepository(SchemeDocument);
    const document = await repo.findOneBy({ id: documentId, schemeId });
    if (!document) throw new NotFoundException(MESSAGES.schemeDocumentNotFound);
    const { affected } = await repo.delete({ id: documentId, schemeId });
    if (!affected) throw new NotFoundException(MESSAGES.schemeDocumentNotFound);
    await this.deleteStoredFiles([document.url]);
    return mapSchemeDocument(document);
  }

  /** The object paths of a scheme's documents, read inside the transaction that deletes the scheme. */
  async urlsOf(schemeId: string, manager: EntityManager): Promise<(string | null)[]> {
    const rows = await manager.getRepository(SchemeDocument).find({ where: { schemeId }, select: { url: true } });
    return rows.map((r) => r.url);
  }

  /**
   * Deletes stored files after their rows are gone, unless another row still shows them (an activity
   * may link a saved scheme document); a failure is logged, never answered.
   */
  async deleteStoredFiles(urls: (string | null)[]): Promise<void> {
    await this.storageService.deleteIfUnreferenced(urls);
  }

  private async assertScheme(schemeId: string): Promise<void> {
    if (!(await this.dataSource.getRepository(Scheme).existsBy({ id: schemeId }))) throw new NotFoundException(MESSAGES.schemeNotFound);
  }
}
