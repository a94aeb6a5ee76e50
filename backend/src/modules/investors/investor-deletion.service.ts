import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type IdMessageAnswer, type InvestorDeletionImpactView, type UploadKind } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { endSessionsOf } from '../../common/auth/session.js';
import { AppLogger } from '../../common/logging/logger.js';
import { keyFrom, ObjectStorage, objectPathOf } from '../../common/storage/object-storage.js';
import { counted, countsOf, ownedRowCounts } from '../schemes/deletion-impact.js';
import { lockedUser } from '../users/user-locks.js';
import { User } from '../users/user.entity.js';
import { lockEnrollmentsOf } from '../enrollments/enrollment-locks.js';

/**
 * DELETE /api/users/{investorId}: the investor and everything that is theirs, in one transaction. The
 * database's cascades from users remove their KYC application, enrollments (and through them asset
 * allocations), activities, expressions of interest, tickets, password reset requests and login codes;
 * audit rows stay (no foreign key), and the acting admin's INVESTOR_DELETED row, naming how many of each
 * went (the counts of GET /api/users/{investorId}/deletion-impact, issue 19 item 5), is written in the
 * same transaction. Their stored objects go after the commit: a file left behind is harmless, a row
 * pointing to a deleted file is not.
 */
/** Everything of the investor's that a delete removes, in one statement (one snapshot). */
const INVESTOR = ownedRowCounts(
  'investor_id',
  'u.id',
  `,
                count(*) FILTER (WHERE ac.type = 'document') AS documents`,
);
const INVESTOR_IMPACT_SQL = `
  SELECT u.id AS "investorId", u.full_name AS "fullName", u.role,
         e.enrollments, e.invested AS "investedTotal", a.documents,
         (SELECT count(*) FROM tickets t WHERE t.investor_id = u.id) AS tickets,
         (SELECT count(*) FROM kyc_applications k WHERE k.investor_id = u.id) AS "kycApplications",
         ${INVESTOR.columns}
    FROM users u
   CROSS JOIN LATERAL (
         SELECT count(*) AS enrollments, COALESCE(sum(en.investment_amount), 0) AS invested FROM enrollments en WHERE en.investor_id = u.id) e
   ${INVESTOR.activities}
   WHERE u.id = $1`;

/** The counts as the INVESTOR_DELETED row says them: '2 enrollments (invested 200000), 2 payouts totalling 4001, …'. */
function impactText(impact: InvestorDeletionImpactView): string {
  return [
    `${counted(impact.enrollments, 'enrollment')} (invested ${impact.investedTotal})`,
    `${counted(impact.payouts, 'payout')} totalling ${impact.payoutTotal}`,
    counted(impact.activities, 'activity', 'activities'),
    counted(impact.documents, 'document'),
    counted(impact.tickets, 'ticket'),
    counted(impact.expressionsOfInterest, 'expression of interest', 'expressions of interest'),
    counted(impact.assetAllocations, 'asset allocation'),
    counted(impact.kycApplications, 'KYC application'),
  ].join(', ');
}

@Injectable()
export class InvestorDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
  ) {}

  async remove(investorId: string, actor: AuthUser, req: Request): Promise<IdMessageAnswer> {
    const keys = await this.dataSource.transaction(async (manager) => {
      // The investor's enrollments first, in id order, as a payout or a distribution run locks them before
      // writing rows that name the investor (the other order could deadlock with them); then FOR UPDATE on
      // the user: a concurrent role change or enrollment of this user waits for us, then finds nothing;
      // then any enrollment made meanwhile. Nothing can be added between the counts and the delete.
      await lockEnrollmentsOf(manager, 'investor_id', investorId, 'FOR UPDATE');
      const target = await lockedUser(manager, investorId);
      if (!target) throw new NotFoundException(MESSAGES.investorNotFound);
      if (target.role !== 'investor') throw new ForbiddenException(MESSAGES.onlyInvestorsDeleted);
      await lockEnrollmentsOf(manager, 'investor_id', investorId, 'FOR UPDATE');
      const impact = (await this.impactOf(manager, investorId)) as InvestorDeletionImpactView;
      const candidates = await this.objectKeysOf(manager, target);
      await manager.delete(User, { id: investorId });
      await endSessionsOf(manager, investorId);
      await this.audit.record(
        {
          action: 'INVESTOR_DELETED',
          userId: actor.id,
          userRole: actor.role,
          details: `Investor ${target.username} (${target.id}, ${target.fullName}) deleted with all their data: ${impactText(impact)}`,
          req,
        },
        manager,
      );
      return this.unreferenced(manager, candidates);
    });
    const failed = await this.deleteObjects(keys);
    this.logger.pino.info(
      { event: 'investor_deleted', investorId, actorId: actor.id, objectsDeleted: keys.length - failed, objectsFailed: failed },
      'investor deleted',
    );
    return { message: MESSAGES.investorDeleted, id: investorId };
  }

  /** What deleting the investor would remove, counted in one statement; 404 for no such user, 403 for one who is not an investor. */
  async deletionImpact(investorId: string): Promise<InvestorDeletionImpactView> {
    const impact = await this.impactOf(this.dataSource.manager, investorId);
    if (!impact) throw new NotFoundException(MESSAGES.investorNotFound);
    if (impact === 'not-investor') throw new ForbiddenException(MESSAGES.onlyInvestorsDeleted);
    return impact;
  }

  private async impactOf(manager: EntityManager, investorId: string): Promise<InvestorDeletionImpactView | 'not-investor' | null> {
    const [row] = await manager.query<(Record<keyof InvestorDeletionImpactView, string> & { role: string })[]>(INVESTOR_IMPACT_SQL, [
      investorId,
    ]);
    if (!row) return null;
    if (row.role !== 'investor') return 'not-investor';
    return { investorId: row.investorId, fullName: row.fullName, ...countsOf(row, ['tickets', 'kycApplications'] as const) };
  }

  /** The keys of the objects this investor's rows point to: ID document, profile photo, activity documents, issued documents, purification receipts. */
  private async objectKeysOf(manager: EntityManager, user: User): Promise<string[]> {
    const kyc = await manager.query<{ url: string }[]>('SELECT id_upload_url AS url FROM kyc_applications WHERE investor_id = $1', [
      user.id,
    ]);
    const activities = await manager.query<{ url: string }[]>(
      'SELECT DISTINCT document_url AS url FROM activities WHERE investor_id = $1 AND document_url IS NOT NULL',
      [user.id],
    );
    // Issue 23: the statements and payout advices issued to the investor (theirs alone).
    const issued = await manager.query<{ key: string }[]>('SELECT object_key AS key FROM issued_documents WHERE investor_id = $1', [
      user.id,
    ]);
    // Issue 24: the receipts they attached to purification given.
    const receipts = await manager.query<{ url: string }[]>(
      'SELECT receipt_url AS url FROM purification_marks WHERE investor_id = $1 AND receipt_url IS NOT NULL',
      [user.id],
    );
    const keyOf = (url: string | null, kind: UploadKind) => (url ? keyFrom(url, [kind]) : null);
    const keys = [
      ...issued.map((r) => r.key),
      ...receipts.map((r) => keyOf(r.url, 'purification-receipt')),
      ...kyc.map((r) => keyOf(r.url, 'kyc-document')),
      keyOf(user.profilePhotoUrl, 'profile-photo'),
      // Scheme documents posted as activities belong to the scheme, not to the investor.
      ...activities.map((r) => keyOf(r.url, 'activity-document')),
    ];
    return [...new Set(keys.filter((k): k is string => k !== null))];
  }

  /** Of the candidates, those no remaining row points to (the same file may be shared with another investor). */
  private async unreferenced(manager: EntityManager, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await manager.query<{ path: string }[]>(
      `SELECT p.path FROM unnest($1::text[]) AS p(path)
       WHERE NOT EXISTS (SELECT 1 FROM users WHERE profile_photo_url = p.path)
         AND NOT EXISTS (SELECT 1 FROM kyc_applications WHERE id_upload_url = p.path)
         AND NOT EXISTS (SELECT 1 FROM activities WHERE document_url = p.path)`,
      [keys.map(objectPathOf)],
    );
    const free = new Set(rows.map((r) => r.path));
    return keys.filter((key) => free.has(objectPathOf(key)));
  }

  /** Deletes the objects; a failure is logged (key only), never answered. Answers the number of failures. */
  private async deleteObjects(keys: string[]): Promise<number> {
    const results = await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).then(
          () => 0,
          (err: unknown) => {
            this.logger.pino.warn({ err, key }, 'object of a deleted investor not deleted');
            return 1;
          },
        ),
      ),
    );
    return results.reduce<number>((total, n) => total + n, 0);
  }
}
