import { Logger, runMigrations } from 'graphile-worker';
import { DataSource, DefaultNamingStrategy, type DataSourceOptions } from 'typeorm';

import { AuditLog } from '../common/audit/audit-log.entity.js';
import { MailQueueEntry } from '../common/mail/mail-queue.entity.js';
import { Activity } from '../modules/activities/activity.entity.js';
import { AssetEnrollment } from '../modules/assets/asset-enrollment.entity.js';
import { AssetMedia } from '../modules/assets/asset-media.entity.js';
import { Asset } from '../modules/assets/asset.entity.js';
import { LoginOtp } from '../modules/auth/login-otp.entity.js';
import { Enrollment } from '../modules/enrollments/enrollment.entity.js';
import { ExpressionOfInterest } from '../modules/expressions/expression-of-interest.entity.js';
import { AdminInvitation } from '../modules/invitations/admin-invitation.entity.js';
import { KycApplication } from '../modules/kyc/kyc-application.entity.js';
import { MarketingSlide } from '../modules/marketing/marketing-slide.entity.js';
import { PasswordResetRequest } from '../modules/password-resets/password-reset-request.entity.js';
import { Product } from '../modules/schemes/product.entity.js';
import { SchemeDocument } from '../modules/schemes/scheme-document.entity.js';
import { Scheme } from '../modules/schemes/scheme.entity.js';
import { Ticket } from '../modules/tickets/ticket.entity.js';
import { User } from '../modules/users/user.entity.js';
import { InitialSchema1795300000000 } from './migrations/1795300000000-initial-schema.js';
import { RateLimits1795400000000 } from './migrations/1795400000000-rate-limits.js';
import { UploadRecords1795500000000 } from './migrations/1795500000000-upload-records.js';
import { InvitationTokenHash1795600000000 } from './migrations/1795600000000-invitation-token-hash.js';
import { MoneyCeiling1795700000000 } from './migrations/1795700000000-money-ceiling.js';
import { ActivityDocumentInfo1795800000000 } from './migrations/1795800000000-activity-document-info.js';
import { ListIndexes1795900000000 } from './migrations/1795900000000-list-indexes.js';
import { MaintainedTotals1796000000000 } from './migrations/1796000000000-maintained-totals.js';
import { IdempotencyKeys1796100000000 } from './migrations/1796100000000-idempotency-keys.js';
import { MailQueue1796200000000 } from './migrations/1796200000000-mail-queue.js';
import { MaintainedCounts1796300000000 } from './migrations/1796300000000-maintained-counts.js';
import { LoginCodeDevice1796400000000 } from './migrations/1796400000000-login-code-device.js';
import { UploadQuotas1796500000000 } from './migrations/1796500000000-upload-quotas.js';
import { AuditActions1796600000000 } from './migrations/1796600000000-audit-actions.js';
import { EnrollmentContributions1796700000000 } from './migrations/1796700000000-enrollment-contributions.js';
import { AuditActions1796800000000 } from './migrations/1796800000000-audit-actions-fund-quarter.js';
import { DistributionRuns1796900000000 } from './migrations/1796900000000-distribution-runs.js';
import { SchemeArchive1797000000000 } from './migrations/1797000000000-scheme-archive.js';
import { Notifications1797100000000 } from './migrations/1797100000000-notifications.js';
import { AuditActionsNotices1797110000000 } from './migrations/1797110000000-audit-actions-notices.js';
import { AuditActionsFirstRun1797200000000 } from './migrations/1797200000000-audit-actions-first-run.js';
import { TicketMessages1797210000000 } from './migrations/1797210000000-ticket-messages.js';
import { KycRejectionReason1797220000000 } from './migrations/1797220000000-kyc-rejection-reason.js';
import { AuditUserAgentRead1797230000000 } from './migrations/1797230000000-audit-user-agent-read.js';
import { DemoDataRuns1797250000000 } from './migrations/1797250000000-demo-data-runs.js';
import { IssuedDocuments1797300000000 } from './migrations/1797300000000-issued-documents.js';
import { ShariaLayer1797400000000 } from './migrations/1797400000000-sharia-layer.js';
import { AuditChain1797500000000 } from './migrations/1797500000000-audit-chain.js';
import { SecondFactors1797510000000 } from './migrations/1797510000000-second-factors.js';
import { StepUp1797520000000 } from './migrations/1797520000000-step-up.js';
import { Passkeys1797530000000 } from './migrations/1797530000000-passkeys.js';

/** camelCase properties map to snake_case columns, as the migrations name them. */
class SnakeNamingStrategy extends DefaultNamingStrategy {
  override columnName(propertyName: string, customName: string | undefined, prefixes: string[]): string {
    const name = customName ?? [...prefixes, propertyName].join('_');
    return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  }
}

export const ENTITIES = [
  Activity,
  AdminInvitation,
  Asset,
  AssetEnrollment,
  AssetMedia,
  AuditLog,
  Enrollment,
  ExpressionOfInterest,
  KycApplication,
  LoginOtp,
  MailQueueEntry,
  MarketingSlide,
  PasswordResetRequest,
  Product,
  Scheme,
  SchemeDocument,
  Ticket,
  User,
];
export const MIGRATIONS = [
  InitialSchema1795300000000,
  RateLimits1795400000000,
  UploadRecords1795500000000,
  InvitationTokenHash1795600000000,
  MoneyCeiling1795700000000,
  ActivityDocumentInfo1795800000000,
  ListIndexes1795900000000,
  MaintainedTotals1796000000000,
  IdempotencyKeys1796100000000,
  MailQueue1796200000000,
  MaintainedCounts1796300000000,
  LoginCodeDevice1796400000000,
  UploadQuotas1796500000000,
  AuditActions1796600000000,
  EnrollmentContributions1796700000000,
  AuditActions1796800000000,
  DistributionRuns1796900000000,
  SchemeArchive1797000000000,
  Notifications1797100000000,
  AuditActionsNotices1797110000000,
  AuditActionsFirstRun1797200000000,
  TicketMessages1797210000000,
  KycRejectionReason1797220000000,
  AuditUserAgentRead1797230000000,
  DemoDataRuns1797250000000,
  IssuedDocuments1797300000000,
  ShariaLayer1797400000000,
  AuditChain1797500000000,
  SecondFactors1797510000000,
  StepUp1797520000000,
  Passkeys1797530000000,
];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  };
}

/** Applies pending migrations; an advisory lock lets several instances boot at once. */
export async function migrate(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', ['fund:migrations']);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    // The job runner's own schema (graphile_worker), migrated by the library itself (common/jobs).
    await runMigrations({ connectionString: url, logger: new Logger(() => () => {}) });
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', ['fund:migrations']);
    return applied.map((m) => m.name);
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
