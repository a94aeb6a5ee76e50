import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BoardMemberView,
  MESSAGES,
  PRONOUNCEMENT_KIND_LABELS,
  PronouncementView,
  type SchemeShariaView,
  type ShariaReportView,
  type ShariaSettingsView,
  type UploadKind,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { isValidKey, OBJECT_PATH_PREFIX, ObjectStorage } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { poolOf } from '../../database/pool.js';
import type { BoardMemberDto, PronouncementDto, SchemeZakatDto, ShariaReportDto, ShariaSettingsDto } from './dto/sharia.dto.js';
import { FUND_TODAY_SQL, ShariaGate } from './sharia-status.js';
import { PurificationService } from './purification.service.js';

// ---- board ----

const BOARD_COLUMNS = `b.id, b.full_name, b.title, b.credentials, b.photo_url, b.bio_en, b.bio_ar, b.appointed_on::text AS appointed_on,
  b.ended_on::text AS ended_on, b.conflicts, (b.ended_on IS NULL OR b.ended_on >= ${FUND_TODAY_SQL}) AS current`;
interface BoardRow {
  id: string;
  full_name: string;
  title: string;
  credentials: string;
  photo_url: string | null;
  bio_en: string;
  bio_ar: string;
  appointed_on: string;
  ended_on: string | null;
  conflicts: string;
  current: boolean;
}
const boardView = (r: BoardRow): BoardMemberView => ({
  id: r.id,
  fullName: r.full_name,
  title: r.title,
  credentials: r.credentials,
  photoUrl: r.photo_url,
  bioEn: r.bio_en,
  bioAr: r.bio_ar,
  appointedOn: r.appointed_on,
  endedOn: r.ended_on,
  conflicts: r.conflicts || 'None declared',
  current: r.current,
});
const BOARD_LIST = listSpec(BoardMemberView, {
  resource: 'sharia-board',
  fields: {
    id: 'b.id',
    fullName: 'b.full_name',
    title: 'b.title',
    credentials: 'b.credentials',
    photoUrl: 'b.photo_url',
    bioEn: 'b.bio_en',
    bioAr: 'b.bio_ar',
    appointedOn: 'b.appointed_on',
    endedOn: 'b.ended_on',
    conflicts: `coalesce(nullif(b.conflicts, ''), 'None declared')`,
    current: `(b.ended_on IS NULL OR b.ended_on >= ${FUND_TODAY_SQL})`,
  },
  search: ['b.full_name', 'b.title'],
  defaultSort: ['appointedOn', 'ASC'],
});

// ---- pronouncements ----

/** `$1` is the fund's time zone (the current flag reads the scheme's certificate). */
const PRONOUNCEMENT_FROM = `sharia_pronouncements p JOIN schemes s ON s.id = p.scheme_id`;
const CURRENT_SQL = `(p.valid_until IS NOT NULL AND p.id = (SELECT c.id FROM sharia_pronouncements c WHERE c.scheme_id = p.scheme_id
  AND c.valid_until IS NOT NULL ORDER BY c.issued_on DESC, c.created_at DESC LIMIT 1))`;
const PRONOUNCEMENT_COLUMNS = `p.id, p.scheme_id, s.name AS scheme_name, p.kind, p.title, p.issuer, p.signatories, p.issued_on::text AS issued_on,
  p.valid_until::text AS valid_until, p.document_url, p.summary, ${CURRENT_SQL} AS current, p.created_at`;
interface PronouncementRow {
  id: string;
  scheme_id: string;
  scheme_name: string;
  kind: PronouncementView['kind'];
  title: string;
  issuer: string;
  signatories: string;
  issued_on: string;
  valid_until: string | null;
  document_url: string | null;
  summary: string;
  current: boolean;
  created_at: Date;
}
const pronouncementView = (r: PronouncementRow): PronouncementView => ({
  id: r.id,
  schemeId: r.scheme_id,
  schemeName: r.scheme_name,
  kind: r.kind,
  title: r.title,
  issuer: r.issuer,
  signatories: r.signatories,
  issuedOn: r.issued_on,
  validUntil: r.valid_until,
  documentUrl: r.document_url,
  summary: r.summary,
  current: r.current,
  createdAt: r.created_at.toISOString(),
});
const PRONOUNCEMENT_LIST = listSpec(PronouncementView, {
  resource: 'sharia-pronouncements',
  fields: {
    id: 'p.id',
    schemeId: 'p.scheme_id',
    schemeName: 's.name',
    kind: 'p.kind',
    title: 'p.title',
    issuer: 'p.issuer',
    signatories: 'p.signatories',
    issuedOn: 'p.issued_on',
    validUntil: 'p.valid_until',
    documentUrl: 'p.document_url',
    summary: 'p.summary',
    current: CURRENT_SQL,
    createdAt: 'p.created_at',
  },
  search: ['p.title', 's.name', 'p.issuer'],
  defaultSort: ['issuedOn', 'DESC'],
});

interface ReportRow {
  id: string;
  year: number;
  opinion: ShariaReportView['opinion'];
  document_url: string;
  summary: string;
  created_at: Date;
}
const reportView = (r: ReportRow): ShariaReportView => ({
  id: r.id,
  year: r.year,
  opinion: r.opinion,
  documentUrl: r.document_url,
  summary: r.summary,
  createdAt: r.created_at.toISOString(),
});

/** An object path of one of our uploads of `kind` (uploaded and of an allowed type), or null: `message` for anything else. */
async function uploadedPath(
  storage: ObjectStorage,
  value: string | null | undefined,
  kind: UploadKind,
  message: string,
): Promise<string | null> {
  if (value === undefined || value === null || value === '') return null;
  const key = value.startsWith(OBJECT_PATH_PREFIX) ? value.slice(OBJECT_PATH_PREFIX.length) : '';
  if (!isValidKey(key, [kind])) throw new BadRequestException(message);
  try {
    await storage.verifyUpload(key, kind);
  } catch {
    throw new BadRequestException(message);
  }
  return value;
}

/** The Sharia board, the pronouncements per scheme, the annual reports and the fund's Sharia settings. */
@Injectable()
export class ShariaService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
    private readonly audit: AuditService,
    private readonly status: ShariaGate,
    private readonly purification: PurificationService,
  ) {}

  /** Any signed-in user reads a signed Sharia document or a board photo once a record shows it. */
  onModuleInit(): void {
    this.storageService.registerReadRule('sharia-document', async (_user, object) => {
      const path = `${OBJECT_PATH_PREFIX}${object.key}`;
      const rows = await this.dataSource.query<unknown[]>(
        `SELECT 1 FROM sharia_pronouncements WHERE document_url = $1 UNION ALL SELECT 1 FROM sharia_reports WHERE document_url = $1 LIMIT 1`,
        [path],
      );
      return rows.length > 0;
    });
    this.storageService.registerReadRule('board-photo', async (_user, object) => {
      const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM sharia_board_members WHERE photo_url = $1 LIMIT 1', [
        `${OBJECT_PATH_PREFIX}${object.key}`,
      ]);
      return rows.length > 0;
    });
  }

  async uploadUrl(kind: 'sharia-document' | 'board-photo'): Promise<{ uploadURL: string; objectPath: string }> {
    const { uploadURL, objectPath } = await this.storage.createUpload(kind);
    return { uploadURL, objectPath };
  }

  // ---- settings ----

  async settings(): Promise<ShariaSettingsView> {
    const [row] = await this.dataSource.query<
      {
        gate_mode: ShariaSettingsView['gateMode'];
        certificate_required: boolean;
        nisab_metal: ShariaSettingsView['nisabMetal'];
        zakat_year: ShariaSettingsView['zakatYear'];
        updated_at: Date | null;
      }[]
    >('SELECT gate_mode, certificate_required, nisab_metal, zakat_year, updated_at FROM sharia_settings');
    return {
      gateMode: row.gate_mode,
      certificateRequired: row.certificate_required,
      nisabMetal: row.nisab_metal,
      zakatYear: row.zakat_year,
      updatedAt: row.updated_at?.toISOString() ?? null,
    };
  }

  async updateSettings(dto: ShariaSettingsDto, actor: AuthUser, req: Request): Promise<ShariaSettingsView> {
    const before = await this.settings();
    const after = { ...before, ...Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) } as ShariaSettingsView;
    const changed = (['gateMode', 'certificateRequired', 'nisabMetal', 'zakatYear'] as const).filter((k) => before[k] !== after[k]);
    if (changed.length === 0) return before;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE sharia_settings SET gate_mode = $1, certificate_required = $2, nisab_metal = $3, zakat_year = $4, updated_at = now(), updated_by = $5`,
        [after.gateMode, after.certificateRequired, after.nisabMetal, after.zakatYear, actor.id],
      );
      await this.audit.record(
        {
          action: 'SHARIA_SETTINGS_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: changed.map((k) => `${k}: ${String(before[k])} -> ${String(after[k])}`).join('; '),
          req,
        },
        manager,
      );
    });
    return this.settings();
  }

  // ---- board ----

  async currentBoard(): Promise<BoardMemberView[]> {
    const rows = await this.dataSource.query<BoardRow[]>(
      `SELECT ${BOARD_COLUMNS} FROM sharia_board_members b WHERE b.ended_on IS NULL OR b.ended_on >= ${FUND_TODAY_SQL}
       ORDER BY b.appointed_on, b.full_name, b.id`,
      [this.config.fundTimeZone],
    );
    return rows.map(boardView);
  }

  async board(query: ListQuery): Promise<ListResult<BoardMemberView>> {
    const page = await runSqlList<BoardRow>(
      poolOf(this.dataSource),
      // $1, the fund's time zone, is read by the `current` field (and named in the where, so every query of the list types it).
      { select: BOARD_COLUMNS, from: 'sharia_board_members b', where: `$1::text <> ''`, params: [this.config.fundTimeZone] },
      BOARD_LIST,
      parseListQuery(query, BOARD_LIST),
    );
    return page.map(boardView);
  }

  private async boardMember(id: string, manager: EntityManager = this.dataSource.manager): Promise<BoardMemberView> {
    const [row] = await manager.query<BoardRow[]>(`SELECT ${BOARD_COLUMNS} FROM sharia_board_members b WHERE b.id = $2`, [
      this.config.fundTimeZone,
      id,
    ]);
    if (!row) throw new NotFoundException(MESSAGES.boardMemberNotFound);
    return boardView(row);
  }

  async saveBoardMember(id: string | null, dto: BoardMemberDto, actor: AuthUser, req: Request): Promise<BoardMemberView> {
    if (dto.endedOn && dto.endedOn < dto.appointedOn) throw new BadRequestException(MESSAGES.boardMemberEndsBeforeAppointed);
    const photo = await uploadedPath(this.storage, dto.photoUrl, 'board-photo', MESSAGES.boardPhotoInvalid);
    const values = [
      dto.fullName,
      dto.title,
      dto.credentials,
      photo,
      dto.bioEn,
      dto.bioAr ?? '',
      dto.appointedOn,
      dto.endedOn ?? null,
      dto.conflicts ?? '',
    ];
    let previousPhoto: string | null = null;
    const saved = await this.dataSource.transaction(async (manager) => {
      let savedId: string;
      if (id === null) {
        [{ id: savedId }] = await manager.query<{ id: string }[]>(
          `INSERT INTO sharia_board_members (full_name, title, credentials, photo_url, bio_en, bio_ar, appointed_on, ended_on, conflicts)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          values,
        );
      } else {
        const [old] = await manager.query<{ photo_url: string | null }[]>(
          'SELECT photo_url FROM sharia_board_members WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!old) throw new NotFoundException(MESSAGES.boardMemberNotFound);
        previousPhoto = old.photo_url;
        await manager.query(
          `UPDATE sharia_board_members SET full_name = $1, title = $2, credentials = $3, photo_url = $4, bio_en = $5, bio_ar = $6,
             appointed_on = $7, ended_on = $8, conflicts = $9, updated_at = now() WHERE id = $10`,
          [...values, id],
        );
        savedId = id;
      }
      await this.audit.record(
        {
          action: 'SHARIA_BOARD_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `${id === null ? 'Added' : 'Updated'} board member ${dto.fullName} (${dto.title})${dto.endedOn ? `, ended ${dto.endedOn}` : ''}`,
          req,
        },
        manager,
      );
      return this.boardMember(savedId, manager);
    });
    if (previousPhoto && previousPhoto !== photo) await this.storageService.deleteIfUnreferenced([previousPhoto]);
    return saved;
  }

  async removeBoardMember(id: string, actor: AuthUser, req: Request): Promise<BoardMemberView> {
    const member = await this.dataSource.transaction(async (manager) => {
      const view = await this.boardMember(id, manager);
      await manager.query('DELETE FROM sharia_board_members WHERE id = $1', [id]);
      await this.audit.record(
        { action: 'SHARIA_BOARD_CHANGED', userId: actor.id, userRole: actor.role, details: `Removed board member ${view.fullName}`, req },
        manager,
      );
      return view;
    });
    await this.storageService.deleteIfUnreferenced([member.photoUrl]);
    return member;
  }

  // ---- pronouncements ----

  async pronouncements(query: ListQuery): Promise<ListResult<PronouncementView>> {
    const page = await runSqlList<PronouncementRow>(
      poolOf(this.dataSource),
      { select: PRONOUNCEMENT_COLUMNS, from: PRONOUNCEMENT_FROM, where: 'true', params: [] },
      PRONOUNCEMENT_LIST,
      parseListQuery(query, PRONOUNCEMENT_LIST),
    );
    return page.map(pronouncementView);
  }

  private async pronouncement(id: string, manager: EntityManager = this.dataSource.manager): Promise<PronouncementView> {
    const [row] = await manager.query<PronouncementRow[]>(`SELECT ${PRONOUNCEMENT_COLUMNS} FROM ${PRONOUNCEMENT_FROM} WHERE p.id = $1`, [
      id,
    ]);
    if (!row) throw new NotFoundException(MESSAGES.pronouncementNotFound);
    return pronouncementView(row);
  }

  async savePronouncement(id: string | null, dto: PronouncementDto, actor: AuthUser, req: Request): Promise<PronouncementView> {
    if (dto.validUntil && dto.validUntil < dto.issuedOn) throw new BadRequestException(MESSAGES.validUntilBeforeIssue);
    if (dto.kind === 'certificate' && !dto.validUntil) throw new BadRequestException(MESSAGES.certificateNeedsValidUntil);
    const document = await uploadedPath(this.storage, dto.documentUrl, 'sharia-document', MESSAGES.shariaDocumentInvalid);
    let previousDocument: string | null = null;
    const saved = await this.dataSource.transaction(async (manager) => {
      // FOR KEY SHARE on the scheme: it stays while its pronouncement is written.
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1 FOR KEY SHARE', [dto.schemeId]);
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      const values = [dto.kind, dto.title, dto.issuer, dto.signatories, dto.issuedOn, dto.validUntil ?? null, document, dto.summary ?? ''];
      let savedId: string;
      if (id === null) {
        [{ id: savedId }] = await manager.query<{ id: string }[]>(
          `INSERT INTO sharia_pronouncements (scheme_id, kind, title, issuer, signatories, issued_on, valid_until, document_url, summary, created_by)
           VALUES ($9, $1, $2, $3, $4, $5, $6, $7, $8, $10) RETURNING id`,
          [...values, dto.schemeId, actor.id],
        );
      } else {
        const [old] = await manager.query<{ scheme_id: string; document_url: string | null }[]>(
          'SELECT scheme_id, document_url FROM sharia_pronouncements WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!old) throw new NotFoundException(MESSAGES.pronouncementNotFound);
        if (old.scheme_id !== dto.schemeId) throw new BadRequestException(MESSAGES.pronouncementSchemeFixed);
        previousDocument = old.document_url;
        await manager.query(
          `UPDATE sharia_pronouncements SET kind = $1, title = $2, issuer = $3, signatories = $4, issued_on = $5, valid_until = $6,
             document_url = $7, summary = $8, updated_at = now() WHERE id = $9`,
          [...values, id],
        );
        // A corrected expiry date gets its reminders afresh.
        await manager.query('DELETE FROM sharia_reminders WHERE pronouncement_id = $1', [id]);
        savedId = id;
      }
      await this.audit.record(
        {
          action: 'SHARIA_PRONOUNCEMENT_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `${id === null ? 'Added' : 'Updated'} ${PRONOUNCEMENT_KIND_LABELS[dto.kind].toLowerCase()} "${dto.title}" for ${scheme.name}: issued ${dto.issuedOn}, valid until ${dto.validUntil ?? 'no expiry'}`,
          req,
        },
        manager,
      );
      return this.pronouncement(savedId, manager);
    });
    if (previousDocument && previousDocument !== document) await this.storageService.deleteIfUnreferenced([previousDocument]);
    return saved;
  }

  async removePronouncement(id: string, actor: AuthUser, req: Request): Promise<PronouncementView> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const view = await this.pronouncement(id, manager);
      await manager.query('DELETE FROM sharia_pronouncements WHERE id = $1', [id]);
      await this.audit.record(
        {
          action: 'SHARIA_PRONOUNCEMENT_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `Removed ${PRONOUNCEMENT_KIND_LABELS[view.kind].toLowerCase()} "${view.title}" of ${view.schemeName}`,
          req,
        },
        manager,
      );
      return view;
    });
    await this.storageService.deleteIfUnreferenced([removed.documentUrl]);
    return removed;
  }

  /** A scheme's Sharia page: its status, certificate, every pronouncement, purification shares and zakat share. */
  async scheme(schemeId: string): Promise<SchemeShariaView> {
    const [scheme] = await this.dataSource.query<{ product_id: string; zakat_assets_percent: string | null }[]>(
      'SELECT product_id, trim_scale(zakat_assets_percent)::text AS zakat_assets_percent FROM schemes WHERE id = $1',
      [schemeId],
    );
    const status = scheme ? await this.status.of(schemeId) : null;
    if (!scheme || !status) throw new NotFoundException(MESSAGES.schemeNotFound);
    const history = (
      await this.dataSource.query<PronouncementRow[]>(
        `SELECT ${PRONOUNCEMENT_COLUMNS} FROM ${PRONOUNCEMENT_FROM} WHERE p.scheme_id = $1 ORDER BY p.issued_on DESC, p.created_at DESC`,
        [schemeId],
      )
    ).map(pronouncementView);
    return {
      status,
      current: history.find((p) => p.current) ?? null,
      history,
      purificationRates: await this.purification.ratesOf(schemeId),
      zakatAssetsPercent: scheme.zakat_assets_percent,
      productId: scheme.product_id,
    };
  }

  async setSchemeZakat(schemeId: string, dto: SchemeZakatDto, actor: AuthUser, req: Request): Promise<SchemeShariaView> {
    await this.dataSource.transaction(async (manager) => {
      const [scheme] = await manager.query<{ name: string; product_id: string; zakat_assets_percent: string | null }[]>(
        'SELECT name, product_id, trim_scale(zakat_assets_percent)::text AS zakat_assets_percent FROM schemes WHERE id = $1 FOR UPDATE',
        [schemeId],
      );
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      if (scheme.product_id !== 'musharakah' && dto.zakatAssetsPercent !== null)
        throw new BadRequestException(MESSAGES.zakatAssetsPercentMusharakah);
      await manager.query('UPDATE schemes SET zakat_assets_percent = $1 WHERE id = $2', [dto.zakatAssetsPercent, schemeId]);
      await this.audit.record(
        {
          action: 'ZAKAT_SETTINGS_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `${scheme.name}: zakatable share of assets ${scheme.zakat_assets_percent === null ? 'none' : `${scheme.zakat_assets_percent}%`} -> ${dto.zakatAssetsPercent === null ? 'none' : `${dto.zakatAssetsPercent}%`}`,
          req,
        },
        manager,
      );
    });
    return this.scheme(schemeId);
  }

  // ---- annual reports ----

  async reports(): Promise<ShariaReportView[]> {
    const rows = await this.dataSource.query<ReportRow[]>(
      'SELECT id, year, opinion, document_url, summary, created_at FROM sharia_reports ORDER BY year DESC',
    );
    return rows.map(reportView);
  }

  async addReport(dto: ShariaReportDto, actor: AuthUser, req: Request): Promise<ShariaReportView> {
    const document = await uploadedPath(this.storage, dto.documentUrl, 'sharia-document', MESSAGES.shariaDocumentInvalid);
    if (!document) throw new BadRequestException(MESSAGES.shariaDocumentInvalid);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<ReportRow[]>(
          `INSERT INTO sharia_reports (year, opinion, document_url, summary, created_by) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, year, opinion, document_url, summary, created_at`,
          [dto.year, dto.opinion, document, dto.summary ?? '', actor.id],
        );
        await this.audit.record(
          {
            action: 'SHARIA_REPORT_CHANGED',
            userId: actor.id,
            userRole: actor.role,
            details: `Added the ${dto.year} Sharia report (${dto.opinion} opinion)`,
            req,
          },
          manager,
        );
        return reportView(row);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'sharia_reports_year_key') throw new ConflictException(MESSAGES.shariaReportYearExists(dto.year));
      throw error;
    }
  }

  async removeReport(id: string, actor: AuthUser, req: Request): Promise<ShariaReportView> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<ReportRow[]>(
        'SELECT id, year, opinion, document_url, summary, created_at FROM sharia_reports WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) throw new NotFoundException(MESSAGES.shariaReportNotFound);
      await manager.query('DELETE FROM sharia_reports WHERE id = $1', [id]);
      await this.audit.record(
        { action: 'SHARIA_REPORT_CHANGED', userId: actor.id, userRole: actor.role, details: `Removed the ${row.year} Sharia report`, req },
        manager,
      );
      return reportView(row);
    });
    await this.storageService.deleteIfUnreferenced([removed.documentUrl]);
    return removed;
  }
}
