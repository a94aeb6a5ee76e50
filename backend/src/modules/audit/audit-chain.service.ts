import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditChainView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { verifyAuditChain } from '../../common/audit/audit-chain.js';
import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import { poolOf } from '../../database/pool.js';

export const AUDIT_HEAD_TASK = 'audit-chain-head';
/** Every day at 00:05 (the server's clock). */
const AUDIT_HEAD_SCHEDULE = '5 0 * * *';

/** The daily head entry's words; `headOf` reads them back. */
const headDetails = (seq: number, hash: string, verdict: string) => `Audit chain head: entry ${seq}, SHA-256 ${hash}. ${verdict}`;
const HEAD_PATTERN = /^Audit chain head: entry (\d+), SHA-256 ([0-9a-f]{64})\./;

/**
 * Issue 25 item 7: the audit chain verified on demand (the back office's badge, `npm run audit:verify`)
 * and its head recorded in the log once a day, for super admins to keep outside the database.
 */
@Injectable()
export class AuditChainService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: JobRunner,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.jobs.register(AUDIT_HEAD_TASK, () => this.recordHead().then(() => undefined), { match: AUDIT_HEAD_SCHEDULE });
  }

  /** The chain walked now; the newest daily head for super admins only. */
  async report(user: AuthUser): Promise<AuditChainView> {
    const { headSeq: _seq, headHash: _hash, ...report } = await verifyAuditChain(poolOf(this.dataSource));
    if (user.role !== 'super_admin') return { ...report, head: null };
    const [row] = await this.dataSource.query<{ action_details: string; timestamp: Date }[]>(
      `SELECT action_details, "timestamp" FROM audit_logs WHERE action = 'AUDIT_HEAD_HASH' ORDER BY "timestamp" DESC, chain_seq DESC LIMIT 1`,
    );
    const match = row ? HEAD_PATTERN.exec(row.action_details) : null;
    return {
      ...report,
      head: match ? { seq: Number(match[1]), hash: match[2], recordedAt: row.timestamp.toISOString() } : null,
    };
  }

  /** Walks the chain and writes its head as an AUDIT_HEAD_HASH entry (the entry itself is the next link). */
  async recordHead(): Promise<{ seq: number; hash: string; intact: boolean }> {
    const report = await verifyAuditChain(poolOf(this.dataSource));
    const verdict = report.intact
      ? `The chain was verified intact up to it.`
      : `The chain does not verify: ${report.firstBreak?.reason ?? 'unknown break'}.`;
    await this.audit.record({ action: 'AUDIT_HEAD_HASH', details: headDetails(report.headSeq, report.headHash, verdict) });
    if (!report.intact) this.logger.pino.error({ context: 'AuditChain', firstBreak: report.firstBreak }, 'the audit chain does not verify');
    return { seq: report.headSeq, hash: report.headHash, intact: report.intact };
  }
}
