import { SetMetadata, UnauthorizedException, type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, STEP_UP_REQUIRED } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';

// Issue 25 item 5: the changes that matter ask for a second factor entered within the last
// STEP_UP_SECONDS (5 minutes by default): at the login, or confirmed again through POST /api/step-up.

declare module '../../common/auth/session.js' {
  interface SessionData {
    /** Epoch ms of the last step-up (POST /api/step-up). */
    stepUpAt?: number;
    /** The e-mailed step-up code issued to this session (users without an authenticator app). */
    stepUpOtpId?: string;
  }
}

const STEP_UP_KEY = 'fund:step-up';

interface StepUpRule {
  /** Only when this field of the body (an amount) is above the fund's payout threshold (security_settings). */
  amountAboveThreshold?: string;
  /** With amountAboveThreshold: also when the body has no such field (an amount worked out later, as a distribution by rate per unit). */
  askWithoutAmount?: boolean;
}

/**
 * The route changes something that matters: a fresh second factor first (StepUpGuard). With
 * `amountAboveThreshold`, only for an amount above the fund's threshold. A guard, so that an idempotent
 * route never stores the 401 as its answer.
 */
export const RequireStepUp = (rule: StepUpRule = {}) => SetMetadata(STEP_UP_KEY, rule);

/** Until when the session's second factor is fresh (epoch ms): its login or its last step-up, plus the window. */
export function freshUntil(req: Request, config: Pick<AppConfig, 'stepUpSeconds'>): number {
  const at = Math.max(req.session.stepUpAt ?? 0, req.session.authenticatedAt ?? 0);
  return at + config.stepUpSeconds * 1000;
}

/** 401 STEP_UP_REQUIRED unless the session's second factor is fresh. */
export function assertSteppedUp(req: Request, config: Pick<AppConfig, 'stepUpSeconds'>): void {
  if (freshUntil(req, config) <= Date.now()) {
    throw new UnauthorizedException({ message: MESSAGES.stepUpRequired(config.stepUpSeconds), code: STEP_UP_REQUIRED });
  }
}

/** Runs after the AuthGuard (req.user is known) on the routes marked @RequireStepUp(). */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<StepUpRule | undefined>(STEP_UP_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request>();
    if (!rule || !req.user || freshUntil(req, this.config) > Date.now()) return true;
    if (rule.amountAboveThreshold) {
      // Read before validation: an amount that is not a whole number is the route's 400, not a step-up.
      const amount: unknown = (req.body as Record<string, unknown> | undefined)?.[rule.amountAboveThreshold];
      if (amount === undefined && rule.askWithoutAmount) {
        assertSteppedUp(req, this.config);
        return true;
      }
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return true;
      const [row] = await this.dataSource.query<{ threshold: string }[]>(
        'SELECT payout_step_up_threshold AS threshold FROM security_settings',
      );
      if (amount <= Number(row?.threshold ?? 0)) return true;
    }
    assertSteppedUp(req, this.config);
    return true;
  }
}
