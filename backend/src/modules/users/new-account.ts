import type { Request } from 'express';
import type { EntityManager } from 'typeorm';

import type { Role } from '@fund/contracts';

import type { AuditService } from '../../common/audit/audit.service.js';
import { passwordColumns } from '../../common/auth/password-change.js';
import { asUserConflict } from '../../common/errors/unique-violation.js';
import { assertUsernameAndEmailFree } from './user-uniqueness.js';
import { User } from './user.entity.js';

export interface NewAccount {
  fullName: string;
  /** Stored lower-cased. */
  email: string;
  username: string;
  password: string;
  role: Role;
  /** A password the creating admin chose and passes on: changed at first login, expiring unused. */
  temporaryPassword?: boolean;
}

export interface AccountCreatedAudit {
  /** Who the USER_CREATED row names: the creating admin, or (left out) the new user, who created itself. */
  by?: Pick<User, 'id' | 'role'>;
  details: (user: User) => string;
  /** The request that asked for it (its client address and agent are audited); none for the demo seed. */
  req?: Request;
}

/**
 * The one way a login is created (first-run setup, direct admin creation, KYC credentials, invitation
 * acceptance), inside the caller's transaction: the username and e-mail must be free in any case (409
 * naming which is taken, also when a concurrent request wins the race to the unique index), the
 * password is hashed, the user starts active, and USER_CREATED is audited in the same transaction.
 */
export async function createAccount(
  manager: EntityManager,
  audit: AuditService,
  account: NewAccount,
  created: AccountCreatedAudit,
): Promise<User> {
  const email = account.email.toLowerCase();
  await assertUsernameAndEmailFree(manager, { username: account.username, email });
  let user: User;
  try {
    user = await manager.save(
      manager.create(User, {
        fullName: account.fullName,
        email,
        username: account.username,
        role: account.role,
        status: 'active',
        ...(await passwordColumns(account.password, account.temporaryPassword ?? false)),
      }),
    );
  } catch (error) {
    throw asUserConflict(error);
  }
  const by = created.by ?? user;
  await audit.record(
    { action: 'USER_CREATED', userId: by.id, userRole: by.role, details: created.details(user), req: created.req },
    manager,
  );
  return user;
}
