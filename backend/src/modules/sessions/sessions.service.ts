import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  type Role,
  type SessionsEndedAnswer,
  type SessionView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';

// Issue 25 item 6: where a user is signed in, and ending those sessions. A session's secret id (its
// cookie's bearer value) never leaves the server: the API names a session by its public id, the first
// 32 hex characters of SHA-256(sid), computed here in SQL. Only logged-in sessions count (a login
// waiting for its code is not one yet), and only live ones: before their idle expiry and within their
// absolute life. Ending one deletes its row: that browser's next request is a 401.

const PUBLIC_ID = `left(encode(sha256(convert_to(s.sid, 'UTF8')), 'hex'), 32)`;
/** Logged-in sessions of user $1 that are still live. */
const LIVE_OF_USER = `s.sess ->> 'userId' = $1 AND s.expire > now()
  AND (s.sess ->> 'authenticatedAt') ~ '^[0-9]{1,15}$'
  AND (s.sess ->> 'authenticatedAt')::bigint > (extract(epoch FROM now()) * 1000)::bigint - ${SESSION_ABSOLUTE_HOURS * 3600_000}`;

interface SessionRow {
  id: string;
  browser: string | null;
  os: string | null;
  address: string | null;
  started_at: Date;
  last_seen_at: Date;
  current: boolean;
}

const LIST = `
  SELECT ${PUBLIC_ID} AS id,
         s.sess -> 'device' ->> 'browser' AS browser, s.sess -> 'device' ->> 'os' AS os, s.sess -> 'device' ->> 'address' AS address,
         to_timestamp((s.sess ->> 'authenticatedAt')::bigint / 1000.0) AS started_at,
         date_trunc('minute', s.expire - interval '${SESSION_IDLE_MINUTES} minutes') AS last_seen_at,
         s.sid = $2 AS current
  FROM session s
  WHERE ${LIVE_OF_USER}
  ORDER BY (s.sess ->> 'authenticatedAt')::bigint DESC, s.sid`;

interface TargetRow {
  id: string;
  role: Role;
  username: string;
}

/** 'Chrome 131 on Windows 10', 'Chrome 131', 'Linux', or null when the session has no device information. */
export function deviceName(browser: string | null, os: string | null): string | null {
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

function view(row: SessionRow): SessionView {
  return {
    id: row.id,
    device: deviceName(row.browser, row.os),
    browser: row.browser,
    system: row.os,
    address: row.address,
    startedAt: row.started_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.current,
  };
}

const plural = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The caller's live sessions, newest first; `current` marks the one of this request. */
  async mine(user: AuthUser, req: Request): Promise<SessionView[]> {
    return this.listOf(this.dataSource.manager, user.id, req.sessionID);
  }

  /** Ends one of the caller's other sessions; the current one is ended by logout (400). */
  async endMine(publicId: string, user: AuthUser, req: Request): Promise<SessionsEndedAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT s.sid = $3 AS current, s.sess -> 'device' ->> 'browser' AS browser, s.sess -> 'device' ->> 'os' AS os
         FROM session s WHERE ${LIVE_OF_USER} AND ${PUBLIC_ID} = $2 FOR UPDATE`,
        [user.id, publicId, req.sessionID],
      )) as { current: boolean; browser: string | null; os: string | null }[];
      const row = rows[0];
      if (!row) throw new NotFoundException(MESSAGES.sessionNotFound);
      if (row.current) throw new BadRequestException(MESSAGES.currentSessionEnd);
      await manager.query(`DELETE FROM session s WHERE ${LIVE_OF_USER} AND ${PUBLIC_ID} = $2 AND s.sid <> $3`, [
        user.id,
        publicId,
        req.sessionID,
      ]);
      const device = deviceName(row.browser, row.os) ?? 'an unknown device';
      await this.audit.record(
        {
          action: 'SESSION_ENDED',
          userId: user.id,
          userRole: user.role,
          details: `${user.fullName} ended their session on ${device}`,
          req,
        },
        manager,
      );
      return { message: MESSAGES.sessionsEnded(1), ended: 1 };
    });
  }

  /** Ends every session of the caller but the current one. */
  async endMyOthers(user: AuthUser, req: Request): Promise<SessionsEndedAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await this.deleteOf(manager, user.id, req.sessionID);
      if (ended > 0) {
        await this.audit.record(
          {
            action: 'SESSION_ENDED',
            userId: user.id,
            userRole: user.role,
            details: `${user.fullName} ended ${plural(ended)} of their own (every one but the current)`,
            req,
          },
          manager,
        );
      }
      return { message: MESSAGES.sessionsEnded(ended), ended };
    });
  }

  /** An admin reads a user's sessions: any admin an investor's (and their own), only a super admin another admin's. */
  async ofUser(userId: string, actor: AuthUser, req: Request): Promise<SessionView[]> {
    await this.target(this.dataSource.manager, userId, actor);
    return this.listOf(this.dataSource.manager, userId, req.sessionID);
  }

  /** An admin ends every session of a user (never the caller's current one), with the same rule as ofUser. */
  async endOfUser(userId: string, actor: AuthUser, req: Request): Promise<SessionsEndedAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, userId, actor);
      const ended = await this.deleteOf(manager, userId, req.sessionID);
      if (ended > 0) {
        await this.audit.record(
          {
            action: 'SESSION_ENDED',
            userId: actor.id,
            userRole: actor.role,
            details: `${actor.fullName} ended ${plural(ended)} of ${target.username} (${target.id}, ${target.role})`,
            req,
          },
          manager,
        );
      }
      return { message: MESSAGES.sessionsEnded(ended), ended };
    });
  }

  private async listOf(manager: EntityManager, userId: string, currentSid: string): Promise<SessionView[]> {
    const rows = (await manager.query(LIST, [userId, currentSid])) as SessionRow[];
    return rows.map(view);
  }

  /** Deletes the user's live logged-in sessions but `keepSid`; answers how many went. */
  private async deleteOf(manager: EntityManager, userId: string, keepSid: string): Promise<number> {
    const rows = (await manager.query(`DELETE FROM session s WHERE ${LIVE_OF_USER} AND s.sid <> $2 RETURNING 1`, [userId, keepSid])) as [
      unknown[],
      number,
    ];
    return rows[1];
  }

  /** The user whose sessions an admin handles: 404 when none, 403 for an admin's unless a super admin asks. */
  private async target(manager: EntityManager, userId: string, actor: AuthUser): Promise<TargetRow> {
    const rows = (await manager.query('SELECT id, role, username FROM users WHERE id = $1', [userId])) as TargetRow[];
    const target = rows[0];
    if (!target) throw new NotFoundException(MESSAGES.userNotFound);
    if (target.role !== 'investor' && target.id !== actor.id && actor.role !== 'super_admin') {
      throw new ForbiddenException(MESSAGES.adminSessionsSuperAdminOnly);
    }
    return target;
  }
}
