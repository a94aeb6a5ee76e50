import { createHash, randomInt } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DOCUMENT_RENDER_ATTEMPTS,
  formatMoneyFull,
  IssuedDocumentView,
  MESSAGES,
  normalizeVerificationCode,
  StatementRunView,
  type DocumentVerificationView,
  type IssuedDocumentKind,
  type StatementRunRequest,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { AppLogger } from '../../common/logging/logger.js';
import { ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { poolOf } from '../../database/pool.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ZakatService } from '../sharia/zakat.service.js';
import {
  gregorian,
  hijri,
  initials,
  investorNumber,
  readAdviceFigures,
  readInvestor,
  readStatementFigures,
  statementBody,
  zakatBody,
  type InvestorParty,
} from './document-data.js';
import { documentAssets, documentHtml, fill, type LayoutData } from './document-templates.js';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { PdfRenderer, RENDER_CONCURRENCY } from './pdf-renderer.js';

/** The job runner's task that prints what document_requests holds (queued by runs, payouts and every minute). */
export const DOCUMENTS_TASK = 'documents';
/** A drain prints for at most this long, then queues the next one: other jobs (mail) get their turn. */
const SLICE_MS = 20_000;
/** A request claimed this long ago whose server stopped is claimed again. */
const STALE_CLAIM = `interval '2 minutes'`;
/** The longest statement period. */
const MAX_PERIOD_DAYS = 5 * 366;

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new verification code: 60 random bits in Crockford's base 32, XXXX-XXXX-XXXX. */
function newCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(32)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

interface Claimed {
  id: string;
  kind: IssuedDocumentKind;
  investor_id: string;
  run_id: string | null;
  activity_id: string | null;
  /** Zakat statements: the zakat day it is issued for. */
  zakat_date: string | null;
  attempts: number;
}

interface RunRow {
  id: string;
  period_start: string;
  period_end: string;
  scope: 'all' | 'selected';
  status: StatementRunView['state'];
  total: number;
  done: number;
  failed: number;
  requested_by: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A run and its progress: its requests counted by status. */
const RUN_COLUMNS = `r.id, r.period_start::text, r.period_end::text, r.scope, r.status, r.created_at, r.finished_at, u.full_name AS requested_by,
    (SELECT count(*) FROM document_requests q WHERE q.run_id = r.id)::int AS total,
    (SELECT count(*) FROM document_requests q WHERE q.run_id = r.id AND q.status = 'done')::int AS done,
    (SELECT count(*) FROM document_requests q WHERE q.run_id = r.id AND q.status = 'failed')::int AS failed`;
const RUN_FROM = 'statement_runs r LEFT JOIN users u ON u.id = r.requested_by';

const runView = (r: RunRow): StatementRunView => ({
  id: r.id,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  scope: r.scope,
  state: r.status,
  total: r.total,
  done: r.done,
  failed: r.failed,
  requestedBy: r.requested_by,
  createdAt: r.created_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

const RUN_LIST = listSpec(StatementRunView, {
  resource: 'statement-runs',
  fields: {
    id: 'r.id',
    periodStart: 'r.period_start',
    periodEnd: 'r.period_end',
    scope: 'r.scope',
    state: 'r.status',
    total: `(SELECT count(*) FROM document_requests q WHERE q.run_id = r.id)`,
    done: `(SELECT count(*) FROM document_requests q WHERE q.run_id = r.id AND q.status = 'done')`,
    failed: `(SELECT count(*) FROM document_requests q WHERE q.run_id = r.id AND q.status = 'failed')`,
    requestedBy: 'u.full_name',
    createdAt: 'r.created_at',
    finishedAt: 'r.finished_at',
  },
  search: [],
  defaultSort: ['createdAt', 'DESC'],
});

/** A document's file name for saving: statement-<start>-<end>[-v<n>].pdf, zakat-statement-<date>.pdf, payout-advice-<date>-<code>.pdf. */
const FILE_NAME_SQL = `CASE WHEN d.kind = 'statement'
    THEN 'statement-' || d.period_start || '-' || d.period_end || CASE WHEN d.version > 1 THEN '-v' || d.version ELSE '' END || '.pdf'
    WHEN d.kind = 'zakat_statement' THEN 'zakat-statement-' || d.period_end || CASE WHEN d.version > 1 THEN '-v' || d.version ELSE '' END || '.pdf'
    ELSE 'payout-advice-' || to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '-' || d.code || '.pdf' END`;
const FILE_URL_SQL = `'${objectPathOf('')}' || d.object_key`;

const DOCUMENT_COLUMNS = `d.id, d.kind, d.investor_id, u.full_name AS investor_name, d.period_start::text, d.period_end::text, d.version, d.code, d.sha256,
  d.size, d.pages, ${FILE_URL_SQL} AS file_url, ${FILE_NAME_SQL} AS file_name, d.created_at, s.name AS scheme_name, a.amount::text AS amount`;
const DOCUMENT_FROM = `issued_documents d JOIN users u ON u.id = d.investor_id LEFT JOIN activities a ON a.id = d.activity_id LEFT JOIN schemes s ON s.id = a.scheme_id`;

interface DocumentRow {
  id: string;
  kind: IssuedDocumentKind;
  investor_id: string;
  investor_name: string;
  period_start: string | null;
  period_end: string | null;
  version: number;
  code: string;
  sha256: string;
  size: number;
  pages: number;
  file_url: string;
  file_name: string;
  created_at: Date;
  scheme_name: string | null;
  amount: string | null;
}

const documentView = (d: DocumentRow): IssuedDocumentView => ({
  id: d.id,
  kind: d.kind,
  investorId: d.investor_id,
  investorName: d.investor_name,
  periodStart: d.period_start,
  periodEnd: d.period_end,
  version: d.version,
  schemeName: d.scheme_name,
  amount: d.amount === null ? null : Number(d.amount),
  code: d.code,
  sha256: d.sha256,
  size: d.size,
  pages: d.pages,
  fileUrl: d.file_url,
  fileName: d.file_name,
  createdAt: d.created_at.toISOString(),
});

const DOCUMENT_LIST = listSpec(IssuedDocumentView, {
  resource: 'issued-documents',
  fields: {
    id: 'd.id',
    kind: 'd.kind',
    investorId: 'd.investor_id',
    investorName: 'u.full_name',
    periodStart: 'd.period_start',
    periodEnd: 'd.period_end',
    version: 'd.version',
    code: 'd.code',
    sha256: 'd.sha256',
    size: 'd.size',
    pages: 'd.pages',
    schemeName: 's.name',
    amount: 'a.amount',
    fileUrl: FILE_URL_SQL,
    fileName: FILE_NAME_SQL,
    createdAt: 'd.created_at',
    runId: 'd.run_id',
  },
  search: ['u.full_name', 'd.code'],
  defaultSort: ['createdAt', 'DESC'],
});

/**
 * Statements and payout advices (issue 23). Admins start a statement run for a period (every investor
 * or chosen ones): one request per investor goes into document_requests, and the 'documents' job
 * prints them (PdfRenderer), stores each PDF (object storage, kind issued-document), records its
 * SHA-256 and verification code (issued_documents) and tells the investor (a 'statements' notice).
 * Each Payout activity queues its advice the same way (a trigger of migration 1797300000000).
 */
@Injectable()
export class DocumentsService implements OnModuleInit, BeforeApplicationShutdown {
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
    private readonly renderer: PdfRenderer,
    private readonly jobs: JobRunner,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly logger: AppLogger,
    private readonly zakat: ZakatService,
  ) {}

  onModuleInit(): void {
    // Every minute too: a drain whose server stopped leaves claimed requests that the next one takes again.
    this.jobs.register(DOCUMENTS_TASK, () => this.drain(), { match: '* * * * *' });
    // An investor reads their own issued documents; admins read any (StorageService).
    this.storageService.registerReadRule('issued-document', async (user, object) => {
      const [row] = await this.dataSource.query<unknown[]>('SELECT 1 FROM issued_documents WHERE object_key = $1 AND investor_id = $2', [
        object.key,
        user.id,
      ]);
      return row !== undefined;
    });
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  // ---- statement runs ----

  async startRun(body: StatementRunRequest, by: AuthUser, req: Request): Promise<StatementRunView> {
    const { periodStart, periodEnd } = body ?? ({} as StatementRunRequest);
    if (!isDate(periodStart)) throw new BadRequestException(MESSAGES.periodStartInvalid);
    if (!isDate(periodEnd)) throw new BadRequestException(MESSAGES.periodEndInvalid);
    if (periodEnd < periodStart) throw new BadRequestException(MESSAGES.periodEndsBeforeStart);
    if (periodEnd > new Date().toISOString().slice(0, 10)) throw new BadRequestException(MESSAGES.periodInFuture);
    if ((Date.parse(periodEnd) - Date.parse(periodStart)) / 86_400_000 > MAX_PERIOD_DAYS)
      throw new BadRequestException(MESSAGES.periodTooLong);
    const ids = body.investorIds ?? null;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (
      ids !== null &&
      (!Array.isArray(ids) || ids.length === 0 || ids.length > 10_000 || !ids.every((id) => typeof id === 'string' && uuid.test(id)))
    ) {
      throw new BadRequestException(MESSAGES.statementInvestorIdsInvalid);
    }
    const runId = await this.dataSource.transaction(async (manager) => {
      const [active] = await manager.query<unknown[]>(
        `SELECT 1 FROM statement_runs WHERE period_start = $1 AND period_end = $2 AND status IN ('queued', 'running') FOR UPDATE`,
        [periodStart, periodEnd],
      );
      if (active) throw new ConflictException(MESSAGES.statementRunUnderWay);
      const [{ id }] = await manager
        .query<{ id: string }[]>(
          `INSERT INTO statement_runs (period_start, period_end, scope, requested_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING id`,
          [periodStart, periodEnd, ids === null ? 'all' : 'selected', by.id],
        )
        .then((rows) => (rows.length ? rows : Promise.reject(new ConflictException(MESSAGES.statementRunUnderWay))));
      const investors =
        ids === null
          ? await manager.query<{ id: string }[]>(`SELECT id FROM users WHERE role = 'investor' ORDER BY full_name, id`)
          : await manager.query<{ id: string }[]>(`SELECT id FROM users WHERE role = 'investor' AND id = ANY ($1::uuid[])`, [
              [...new Set(ids)],
            ]);
      if (ids !== null && investors.length !== new Set(ids.map((i) => i.toLowerCase())).size)
        throw new BadRequestException(MESSAGES.statementInvestorsNotFound);
      if (investors.length === 0) throw new BadRequestException(MESSAGES.noInvestorsToStatement);
      await manager.query(
        `INSERT INTO document_requests (kind, investor_id, run_id) SELECT 'statement', i, $1 FROM unnest($2::uuid[]) AS i`,
        [id, investors.map((i) => i.id)],
      );
      await this.jobs.add(manager, DOCUMENTS_TASK, {}, { jobKey: DOCUMENTS_TASK, maxAttempts: 5 });
      await this.audit.record(
        {
          action: 'STATEMENTS_GENERATED',
          userId: by.id,
          userRole: by.role,
          req,
          details: `Statements for ${periodStart} to ${periodEnd} queued for ${investors.length} investor(s) (run ${id})`,
        },
        manager,
      );
      return id;
    });
    return this.run(runId);
  }

  async run(id: string): Promise<StatementRunView> {
    const [row] = await this.dataSource.query<RunRow[]>(`SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.id = $1`, [id]);
    if (!row) throw new NotFoundException(MESSAGES.statementRunNotFound);
    return runView(row);
  }

  async runs(query: ListQuery): Promise<ListResult<StatementRunView>> {
    const page = await runSqlList<RunRow>(
      poolOf(this.dataSource),
      { select: RUN_COLUMNS, from: RUN_FROM, where: 'true', params: [] },
      RUN_LIST,
      parseListQuery(query, RUN_LIST),
    );
    return page.map(runView);
  }

  // ---- issued documents ----

  async documents(query: ListQuery, investorId?: string): Promise<ListResult<IssuedDocumentView>> {
    const page = await runSqlList<DocumentRow>(
      poolOf(this.dataSource),
      investorId
        ? { select: DOCUMENT_COLUMNS, from: DOCUMENT_FROM, where: 'd.investor_id = $1', params: [investorId] }
        : { select: DOCUMENT_COLUMNS, from: DOCUMENT_FROM, where: 'true', params: [] },
      DOCUMENT_LIST,
      parseListQuery(query, DOCUMENT_LIST),
    );
    return page.map(documentView);
  }

  async verify(input: string): Promise<DocumentVerificationView> {
    const code = normalizeVerificationCode(input);
    if (!code) throw new BadRequestException(MESSAGES.verificationCodeInvalid);
    const [row] = await this.dataSource.query<(DocumentRow & { investor_name: string })[]>(
      `SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENT_FROM} WHERE d.code = $1`,
      [code],
    );
    if (!row) throw new NotFoundException(MESSAGES.verificationCodeUnknown);
    return {
      code: row.code,
      issuer: this.config.fundName,
      kind: row.kind,
      investorInitials: initials(row.investor_name),
      periodStart: row.period_start,
      periodEnd: row.period_end,
      version: row.version,
      issuedAt: row.created_at.toISOString(),
      sha256: row.sha256,
      pages: row.pages,
    };
  }

  // ---- the job: printing what is queued ----

  /** Prints queued documents for up to SLICE_MS with RENDER_CONCURRENCY workers, then queues the next slice if any is left. */
  async drain(): Promise<void> {
    await this.dataSource.query(
      `UPDATE document_requests SET status = 'failed', error = 'Printing stopped with its server too many times'
       WHERE status = 'rendering' AND claimed_at < now() - ${STALE_CLAIM} AND attempts >= ${DOCUMENT_RENDER_ATTEMPTS}`,
    );
    const deadline = Date.now() + SLICE_MS;
    const touchedRuns = new Set<string>();
    const worker = async () => {
      while (!this.stopping && Date.now() < deadline) {
        const request = await this.claim();
        if (!request) return;
        if (request.run_id) touchedRuns.add(request.run_id);
        await this.process(request);
      }
    };
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
    const [left] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM document_requests WHERE status = 'pending' OR (status = 'rendering' AND claimed_at < now() - ${STALE_CLAIM}) LIMIT 1`,
    );
    if (left && !this.stopping) await this.jobs.add(null, DOCUMENTS_TASK, {}, { jobKey: DOCUMENTS_TASK, maxAttempts: 5 });
    // Runs whose last requests failed in claim-time (above) finish too.
    await this.dataSource.query(
      `UPDATE statement_runs r SET status = 'completed', finished_at = now() WHERE r.status <> 'completed'
         AND NOT EXISTS (SELECT 1 FROM document_requests q WHERE q.run_id = r.id AND q.status IN ('pending', 'rendering'))`,
    );
  }

  private async claim(): Promise<Claimed | undefined> {
    const { rows } = await poolOf(this.dataSource).query<Claimed>(
      `WITH next AS (
         SELECT id FROM document_requests
         WHERE (status = 'pending' OR (status = 'rendering' AND claimed_at < now() - ${STALE_CLAIM})) AND attempts < ${DOCUMENT_RENDER_ATTEMPTS}
         ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       UPDATE document_requests q SET status = 'rendering', claimed_at = now(), attempts = q.attempts + 1
       FROM next WHERE q.id = next.id
       RETURNING q.id, q.kind, q.investor_id, q.run_id, q.activity_id, q.zakat_date::text AS zakat_date, q.attempts`,
    );
    if (rows[0]?.run_id)
      await this.dataSource.query(`UPDATE statement_runs SET status = 'running' WHERE id = $1 AND status = 'queued'`, [rows[0].run_id]);
    return rows[0];
  }

  private async process(request: Claimed): Promise<void> {
    try {
      await this.issue(request);
    } catch (error) {
      const last = request.attempts >= DOCUMENT_RENDER_ATTEMPTS;
      this.logger.pino.warn({ context: 'Documents', err: error, requestId: request.id, attempt: request.attempts }, 'document not printed');
      await this.finish(null, request, last ? 'failed' : 'pending', error instanceof Error ? error.message.slice(0, 500) : String(error));
    }
  }

  /**
   * The request's end: its status, and its run completed when nothing of it is left to print. The run row is locked
   * FOR NO KEY UPDATE, so two last ones do not miss each other, and the issued document's foreign key (a KEY
   * SHARE lock on the same row, taken first) never deadlocks against it.
   */
  private async finish(
    manager: EntityManager | null,
    request: Claimed,
    status: 'done' | 'failed' | 'pending',
    error: string | null,
  ): Promise<void> {
    const work = async (db: EntityManager) => {
      if (request.run_id) await db.query('SELECT 1 FROM statement_runs WHERE id = $1 FOR NO KEY UPDATE', [request.run_id]);
      await db.query(`UPDATE document_requests SET status = $2, error = $3, claimed_at = NULL WHERE id = $1`, [request.id, status, error]);
      if (request.run_id)
        await db.query(
          `UPDATE statement_runs r SET status = 'completed', finished_at = now() WHERE r.id = $1 AND r.status <> 'completed'
             AND NOT EXISTS (SELECT 1 FROM document_requests q WHERE q.run_id = r.id AND q.status IN ('pending', 'rendering'))`,
          [request.run_id],
        );
    };
    if (manager) await work(manager);
    else await this.dataSource.transaction(work);
  }

  /** Prints, stores and records one document, and tells the investor of a statement. */
  private async issue(request: Claimed): Promise<void> {
    const investor = await readInvestor(this.dataSource.manager, request.investor_id);
    if (!investor) {
      await this.finish(null, request, 'failed', 'The investor no longer exists');
      return;
    }
    const code = newCode();
    const t = DOCUMENT_TEXTS.en;
    const issuedAt = new Date();
    const layout = (title: string, subtitle: string, subtitleHijri: string): LayoutData => ({
      t,
      title,
      subtitle,
      subtitleHijri,
      fundName: this.config.fundName,
      fundContact: this.config.fundContact,
      investor: { name: investor.name, address: investor.address, email: investor.email, number: investorNumber(investor.id) },
      issued: { gregorian: gregorian(issuedAt), hijri: hijri(issuedAt) },
      code,
      verifyUrl: `${this.config.appOrigin}/verify/${code}`,
    });

    let printed: { html: string; footerHtml: string };
    let record: { periodStart: string | null; periodEnd: string | null; activityId: string | null; title: string };
    if (request.kind === 'statement') {
      const [run] = await this.dataSource.query<{ period_start: string; period_end: string }[]>(
        'SELECT period_start::text, period_end::text FROM statement_runs WHERE id = $1',
        [request.run_id],
      );
      const figures = await readStatementFigures(this.dataSource.manager, investor.id, run.period_start, run.period_end);
      const period = `${gregorian(run.period_start)} – ${gregorian(run.period_end)}`;
      const periodHijri = `${hijri(run.period_start)} – ${hijri(run.period_end)}`;
      printed = documentHtml('statement', layout(t.statementTitle, period, periodHijri), statementBody(figures, t));
      record = { periodStart: run.period_start, periodEnd: run.period_end, activityId: null, title: `${t.statementTitle}, ${period}` };
    } else if (request.kind === 'zakat_statement') {
      const zakatDate = request.zakat_date!;
      const figures = await this.zakat.estimateOn(investor.id, zakatDate);
      printed = documentHtml('zakat_statement', layout(t.zakatTitle, gregorian(zakatDate), hijri(zakatDate)), zakatBody(figures, t));
      record = { periodStart: null, periodEnd: zakatDate, activityId: null, title: `${t.zakatTitle}, ${gregorian(zakatDate)}` };
    } else {
      const advice = await readAdviceFigures(this.dataSource.manager, request.activity_id!);
      if (!advice) {
        await this.finish(null, request, 'failed', 'The payout no longer exists');
        return;
      }
      printed = documentHtml('payout_advice', layout(t.adviceTitle, advice.schemeName, ''), this.adviceBody(advice, investor));
      record = { periodStart: null, periodEnd: null, activityId: advice.activityId, title: t.adviceTitle };
    }

    const pdf = await this.renderer.print(printed.html, { footerHtml: printed.footerHtml, assets: documentAssets() });
    const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
    const object = await this.storage.storeOwn('issued-document', pdf.bytes, 'application/pdf');
    try {
      await this.dataSource.transaction(async (manager) => {
        const [{ id }] = await manager.query<{ id: string }[]>(
          `INSERT INTO issued_documents (kind, investor_id, request_id, run_id, activity_id, period_start, period_end, version, code, sha256, object_key, size, pages)
           SELECT $1, $2, $3, $4, $5, $6::date, $7::date,
             CASE WHEN $1 <> 'payout_advice' THEN (SELECT coalesce(max(version), 0) + 1 FROM issued_documents
               WHERE kind = $1 AND investor_id = $2 AND period_start IS NOT DISTINCT FROM $6::date AND period_end = $7::date) ELSE 1 END,
             $8, $9, $10, $11, $12
           RETURNING id`,
          [
            request.kind,
            investor.id,
            request.id,
            request.run_id,
            record.activityId,
            record.periodStart,
            record.periodEnd,
            code,
            sha256,
            object.key,
            object.size,
            pdf.pages,
          ],
        );
        // The investor's 'statements' notice (e-mailed by their preference; its link opens the statement in the portal).
        if (request.kind !== 'payout_advice')
          await this.notifications.forDocument(manager, { investorId: investor.id, documentId: id, title: record.title });
        await this.finish(manager, request, 'done', null);
      });
    } catch (error) {
      await this.storage.delete(object.key).catch(() => {});
      throw error;
    }
  }

  private adviceBody(advice: NonNullable<Awaited<ReturnType<typeof readAdviceFigures>>>, investor: InvestorParty) {
    const t = DOCUMENT_TEXTS.en;
    const last4 = investor.accountNumber && investor.accountNumber.length > 4 ? investor.accountNumber.slice(-4) : null;
    const money = (v: bigint) => formatMoneyFull(Number(v));
    return {
      amount: money(advice.amount),
      schemeName: advice.schemeName,
      payoutDate: gregorian(advice.payoutDate),
      payoutDateHijri: hijri(advice.payoutDate),
      paidTo: last4 ? `${investor.bankName ?? ''}, ${fill(t.accountEnding, { last4 })}`.replace(/^, /, '') : t.noBankAccount,
      description: advice.description,
      nextPayout:
        advice.nextPayoutDate === null
          ? t.noNextPayout
          : `${gregorian(advice.nextPayoutDate)}${advice.nextPayoutAmount === null ? '' : `, ${money(advice.nextPayoutAmount)}`}`,
      reference: advice.activityId,
      purification: advice.purification === null ? null : money(advice.purification),
    };
  }
}
