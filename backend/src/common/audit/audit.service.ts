import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditAction, Role } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { clientAddress } from '../rate-limit/client-address.js';
import { AuditLog } from './audit-log.entity.js';
import { readUserAgent } from './user-agent.js';

export interface AuditEntry {
  action: AuditAction;
  userId?: string | null;
  userRole?: Role | null;
  /** Human-readable; never a password, code, token or session id. */
  details?: string | null;
  req?: Request;
}

/** The client address audited and stored: see common/rate-limit/client-address.ts (TRUST_PROXY). */
export function clientIp(req: Request | undefined): string | null {
  return clientAddress(req);
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records one entry; pass the transaction's manager to make it part of a multi-step write. */
  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const header = entry.req?.headers['user-agent'];
    const userAgent = typeof header === 'string' ? header.slice(0, 500) : null;
    await manager.insert(AuditLog, {
      action: entry.action,
      userId: entry.userId ?? null,
      userRole: entry.userRole ?? null,
      actionDetails: entry.details ?? null,
      ipAddress: clientIp(entry.req),
      userAgent,
      ...readUserAgent(userAgent),
    });
  }
}
