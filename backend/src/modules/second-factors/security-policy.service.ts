import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoneyFull, isAdminRole, type Role, type SecurityPolicyView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import type { UpdateSecurityPolicyDto } from './dto/security-policy.dto.js';

/** The super admins' setting of issue 25 item 3: admins must use a second factor (one row, security_settings). */
@Injectable()
export class SecurityPolicy {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(manager: EntityManager = this.dataSource.manager): Promise<SecurityPolicyView> {
    const [row] = await manager.query<{ adminsNeedSecondFactor: boolean; threshold: string; updatedAt: Date | null }[]>(
      `SELECT admins_need_second_factor AS "adminsNeedSecondFactor", payout_step_up_threshold AS threshold, updated_at AS "updatedAt"
       FROM security_settings`,
    );
    return {
      adminsNeedSecondFactor: row.adminsNeedSecondFactor,
      payoutStepUpThreshold: Number(row.threshold),
      stepUpSeconds: this.config.stepUpSeconds,
      updatedAt: row.updatedAt?.toISOString() ?? null,
    };
  }

  /** Changes the settings sent; each change is audited (SECURITY_POLICY_CHANGED) in the same transaction. */
  async update(dto: UpdateSecurityPolicyDto, caller: AuthUser, req: Request): Promise<SecurityPolicyView> {
    return this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<{ on: boolean; threshold: string }[]>(
        'SELECT admins_need_second_factor AS on, payout_step_up_threshold AS threshold FROM security_settings FOR UPDATE',
      );
      const changes: string[] = [];
      if (dto.adminsNeedSecondFactor !== undefined && before.on !== dto.adminsNeedSecondFactor) {
        changes.push(
          dto.adminsNeedSecondFactor
            ? 'Admins must now use an authenticator app to sign in'
            : 'Admins may again sign in with the e-mailed code alone',
        );
      }
      if (dto.payoutStepUpThreshold !== undefined && Number(before.threshold) !== dto.payoutStepUpThreshold) {
        changes.push(
          `Payouts above ${formatMoneyFull(dto.payoutStepUpThreshold)} now ask for a fresh second factor (was above ${formatMoneyFull(Number(before.threshold))})`,
        );
      }
      if (changes.length > 0) {
        await manager.query(
          `UPDATE security_settings SET admins_need_second_factor = coalesce($1, admins_need_second_factor),
             payout_step_up_threshold = coalesce($2, payout_step_up_threshold), updated_at = now(), updated_by = $3`,
          [dto.adminsNeedSecondFactor ?? null, dto.payoutStepUpThreshold ?? null, caller.id],
        );
        for (const details of changes) {
          await this.audit.record({ action: 'SECURITY_POLICY_CHANGED', userId: caller.id, userRole: caller.role, details, req }, manager);
        }
      }
      return this.view(manager);
    });
  }

  /** True when the policy holds this user: an admin without a second factor while the setting is on. */
  async holds(userId: string, role: Role, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!isAdminRole(role)) return false;
    const [row] = await manager.query<{ holds: boolean }[]>(
      `SELECT s.admins_need_second_factor AND NOT EXISTS (
         SELECT 1 FROM totp_factors f WHERE f.user_id = $1 AND f.confirmed_at IS NOT NULL
       ) AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = $1) AS holds FROM security_settings s`,
      [userId],
    );
    return row.holds;
  }
}
