import { Global, Module, ValidationPipe, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from './common/audit/audit.module.js';
import { AuthGuard } from './common/auth/auth.guard.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AppLogger } from './common/logging/logger.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { MailModule } from './common/mail/mail.module.js';
import { StorageModule } from './common/storage/storage.module.js';
import type { AppConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import { APP_CONFIG, SECRETS } from './config/tokens.js';
import { dataSourceOptions } from './database/data-source.js';
import { ActivitiesModule } from './modules/activities/activities.module.js';
import { AssetsModule } from './modules/assets/assets.module.js';
import { AuditLogsModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { ShariaModule } from './modules/sharia/sharia.module.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { SsoModule } from './modules/sso/sso.module.js';
import { DistributionsModule } from './modules/distributions/distributions.module.js';
import { EnrollmentsModule } from './modules/enrollments/enrollments.module.js';
import { ExportsModule } from './modules/exports/exports.module.js';
import { ExpressionsModule } from './modules/expressions/expressions.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { InvestorsModule } from './modules/investors/investors.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { KycModule } from './modules/kyc/kyc.module.js';
import { MarketingModule } from './modules/marketing/marketing.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OpsModule } from './modules/ops/ops.module.js';
import { PasswordResetsModule } from './modules/password-resets/password-resets.module.js';
import { SchemesModule } from './modules/schemes/schemes.module.js';
import { SecondFactorPolicyGuard } from './modules/second-factors/second-factor-policy.guard.js';
import { StepUpGuard } from './modules/step-up/step-up.js';
import { StepUpModule } from './modules/step-up/step-up.module.js';
import { PasskeysModule } from './modules/passkeys/passkeys.module.js';
import { SecondFactorsModule } from './modules/second-factors/second-factors.module.js';
import { TicketsModule } from './modules/tickets/tickets.module.js';
import { UsersModule } from './modules/users/users.module.js';

export interface AppContext {
  config: AppConfig;
  secrets: Secrets;
  databaseUrl: string;
  logger: AppLogger;
}

@Global()
@Module({})
class CoreModule {
  static forRoot(context: AppContext): DynamicModule {
    const values = [
      { provide: APP_CONFIG, useValue: context.config },
      { provide: SECRETS, useValue: context.secrets },
      { provide: AppLogger, useValue: context.logger },
    ];
    return { module: CoreModule, providers: values, exports: values.map((v) => v.provide) };
  }
}

@Module({})
export class AppModule {
  static forRoot(context: AppContext): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(context),
        TypeOrmModule.forRoot(dataSourceOptions(context.databaseUrl)),
        AuditModule,
        RateLimitModule,
        JobsModule,
        MailModule,
        StorageModule,
        ActivitiesModule,
        AssetsModule,
        AuditLogsModule,
        AuthModule,
        DashboardModule,
        DemoModule,
        DocumentsModule,
        DistributionsModule,
        EnrollmentsModule,
        ExportsModule,
        ExpressionsModule,
        HealthModule,
        InvestorsModule,
        InvitationsModule,
        NotificationsModule,
        KycModule,
        MarketingModule,
        OpsModule,
        PasswordResetsModule,
        SchemesModule,
        SecondFactorsModule,
        ShariaModule,
        SessionsModule,
        SsoModule,
        StepUpModule,
        PasskeysModule,
        TicketsModule,
        UsersModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        // After the AuthGuard, which resolves the caller it reads.
        { provide: APP_GUARD, useExisting: SecondFactorPolicyGuard },
        // Issue 25 item 5: the routes marked @RequireStepUp() need a fresh second factor.
        { provide: APP_GUARD, useExisting: StepUpGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        {
          provide: APP_PIPE,
          useValue: new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true }),
        },
      ],
    };
  }
}
