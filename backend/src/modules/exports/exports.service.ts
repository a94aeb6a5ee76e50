import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ActivityView,
  AdminTicketView,
  AllocationView,
  AuditLogView,
  EnrollmentView,
  EXPORT_RESOURCES,
  ExpressionView,
  InvestorSummaryView,
  KycApplicationView,
  MAX_PAGE_SIZE,
  type ExportResource,
  type TSchema,
} from '@fund/contracts';
import { isUUID } from 'class-validator';

import type { AuthUser } from '../../common/auth/auth.types.js';
import type { ListResult } from '../../common/lists/list-query.js';
import { ActivitiesService } from '../activities/activities.service.js';
import { AssetAllocationsService } from '../assets/asset-allocations.service.js';
import { AuditLogsService } from '../audit/audit.service.js';
import { EnrollmentsService } from '../enrollments/enrollments.service.js';
import { ExpressionsService } from '../expressions/expressions.service.js';
import { InvestorsAdminService } from '../investors/investors-admin.service.js';
import { KycReviewService } from '../kyc/kyc-review.service.js';
import { TicketsService } from '../tickets/tickets.service.js';
import { cellText, csvLine, parseColumns, valueAt } from './csv.js';
import type { ExportQueryDto } from './dto/export-query.dto.js';

/** One page of a list, asked of its own service as its list route asks it (same filters, sort and access). */
interface PageQuery {
  sort?: string;
  filter?: string;
  range: string;
}

interface ExportSource {
  /** The rows' shape: the fields a column may name. */
  row: TSchema;
  page(query: PageQuery, user: AuthUser): Promise<ListResult<{ id: string }>>;
}

/** Rows per page read: the largest page a list answers. */
const PAGE = MAX_PAGE_SIZE;
const NAME = /^[A-Za-z0-9_-]{1,100}$/;

function activitiesInvestor(filter: string | undefined): string {
  let parsed: unknown;
  try {
    parsed = filter ? JSON.parse(filter) : undefined;
  } catch {
    parsed = undefined;
  }
  const investorId = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).investorId : undefined;
  if (typeof investorId !== 'string' || !isUUID(investorId, 'all')) {
    throw new BadRequestException('Invalid filter: activities are exported one investor at a time (filter.investorId)');
  }
  return investorId;
}

export interface OpenExport {
  filename: string;
  /** The CSV, header line first, one page of rows per chunk. */
  body: AsyncGenerator<string>;
}

/**
 * The admin lists written whole as CSV, page by page through each list's own service (never the
 * whole list in memory). Pages are read by offset, so a row inserted or deleted ahead of the reader
 * during an export shifts the rest by one: a row pushed back onto the next page is not written twice,
 * and one pulled forward onto a page already written is missed.
 */
@Injectable()
export class ExportsService implements OnModuleInit {
  private sources = new Map<ExportResource, ExportSource>();

  constructor(private readonly moduleRef: ModuleRef) {}

  /** The list services belong to their own modules, which export none: found in the application once it is built. */
  onModuleInit(): void {
    const get = <T>(type: new (...args: never[]) => T): T => this.moduleRef.get(type, { strict: false });
    const [audit, investors, kyc, expressions, enrollments, activities, allocations, tickets] = [
      get(AuditLogsService),
      get(InvestorsAdminService),
      get(KycReviewService),
      get(ExpressionsService),
      get(EnrollmentsService),
      get(ActivitiesService),
      get(AssetAllocationsService),
      get(TicketsService),
    ];
    const sources: Record<ExportResource, ExportSource> = {
      'audit-logs': { row: AuditLogView, page: (query) => audit.list({ ...query, limit: PAGE }) },
      'investor-summaries': { row: InvestorSummaryView, page: (query) => investors.summaries(query) },
      kyc: { row: KycApplicationView, page: (query) => kyc.list(query) },
      'expressions-of-interest': { row: ExpressionView, page: (query) => expressions.list(query) },
      enrollments: { row: EnrollmentView, page: (query, user) => enrollments.list(query, user) },
      activities: { row: ActivityView, page: (query, user) => activities.list(activitiesInvestor(query.filter), query, user) },
      'asset-allocations': { row: AllocationView, page: (query) => allocations.list(query) },
      tickets: { row: AdminTicketView, page: (query) => tickets.list(query) },
    };
    this.sources = new Map(Object.entries(sources) as [ExportResource, ExportSource][]);
  }

  /**
   * Checks the request and reads the first page, so a bad filter, sort or column is a 400 before any
   * byte of CSV; the rest of the list is read as the body is consumed.
   */
  async open(resource: string, query: ExportQueryDto, user: AuthUser): Promise<OpenExport> {
    const source = this.sources.get(resource as ExportResource);
    if (!source) throw new NotFoundException(`No export named "${resource}": one of ${EXPORT_RESOURCES.join(', ')}`);
    const columns = parseColumns(query.columns, source.row);
    const name = query.name ?? resource;
    if (!NAME.test(name)) throw new BadRequestException('Invalid name: letters, digits, - and _ only (at most 100)');
    const pageAt = (start: number) =>
      source.page({ sort: query.sort, filter: query.filter, range: JSON.stringify([start, start + PAGE - 1]) }, user);
    const first = await pageAt(0);

    async function* body(): AsyncGenerator<string> {
      yield csvLine(columns.map((column) => column.header));
      let page = first.items;
      let start = 0;
      let written = new Set<string>();
      for (;;) {
        // A row an insertion pushed back from the page before is on this one again.
        const fresh = page.filter((row) => !written.has(row.id));
        yield fresh.map((row) => csvLine(columns.map((column) => cellText(valueAt(row, column.field), column)))).join('');
        if (page.length < PAGE) return;
        written = new Set(page.map((row) => row.id));
        start += PAGE;
        page = (await pageAt(start)).items;
      }
    }
    return { filename: `${name}-${new Date().toISOString().slice(0, 10)}.csv`, body: body() };
  }
}
