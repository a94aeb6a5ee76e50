import { DataSource, DefaultNamingStrategy, type DataSourceOptions, type ValueTransformer } from 'typeorm';

import { AuditLog } from '../common/audit/audit-log.entity.js';
import { LoginOtp } from '../modules/auth/login-otp.entity.js';
import { AdminInvitation } from '../modules/invitations/admin-invitation.entity.js';
import { PasswordResetRequest } from '../modules/password-resets/password-reset-request.entity.js';
import { Product } from '../modules/schemes/product.entity.js';
import { User } from '../modules/users/user.entity.js';
import { InitialSchema1795300000000 } from './migrations/1795300000000-initial-schema.js';
import { RateLimits1795400000000 } from './migrations/1795400000000-rate-limits.js';

/** camelCase properties map to snake_case columns, as the migrations name them. */
class SnakeNamingStrategy extends DefaultNamingStrategy {
  override columnName(propertyName: string, customName: string | undefined, prefixes: string[]): string {
    const name = customName ?? [...prefixes, propertyName].join('_');
    return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  }
}

/** bigint money columns arrive from pg as strings; whole units stay exact below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

export const ENTITIES = [AdminInvitation, AuditLog, LoginOtp, PasswordResetRequest, Product, User];
export const MIGRATIONS = [InitialSchema1795300000000, RateLimits1795400000000];

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
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', ['fund:migrations']);
    return applied.map((m) => m.name);
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
