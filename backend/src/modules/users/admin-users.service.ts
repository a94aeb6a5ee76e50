import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_ROLES, AdminUserView, MESSAGES, ROLES, type Role } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import type { AdminUsersQueryDto } from './dto/admin-users-query.dto.js';
import type { CreateAdminUserDto } from './dto/create-admin-user.dto.js';
import { createAccount } from './new-account.js';
import { currentActor } from './user-locks.js';
import { User } from './user.entity.js';
import { mapUser } from './user.view.js';

// SQL column names, not property names: TypeORM does not rewrite `u.fullName::text` inside raw clauses.
const USER_LIST = listSpec(AdminUserView, {
  resource: 'users',
  fields: {
    id: 'u.id',
    fullName: 'u.full_name',
    email: 'u.email',
    username: 'u.username',
    role: 'u.role',
    status: 'u.status',
    createdAt: 'u.created_at',
  },
  search: ['u.full_name', 'u.email', 'u.username'],
  defaultSort: ['fullName', 'ASC'],
  // requestedRoles takes a role or a list of roles, nothing else.
  filterSchemas: {
    role: {
      anyOf: [
        { type: 'string', enum: [...ROLES] },
        { type: 'array', items: { type: 'string', enum: [...ROLES] } },
      ],
    },
  },
});

const INVALID_ROLE_FILTER = `Invalid filter: role must be one of: ${ROLES.join(', ')}`;

/** The roles a list asks for (filter.role, or its alias `?role=`); none means the admin roles. */
function requestedRoles(wanted: unknown): Role[] {
  if (wanted === undefined) return [...ADMIN_ROLES];
  const roles = Array.isArray(wanted) ? wanted : [wanted];
  if (roles.some((r) => typeof r !== 'string' || !(ROLES as readonly string[]).includes(r))) {
    throw new BadRequestException(INVALID_ROLE_FILTER);
  }
  return roles as Role[];
}

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Admin users (admin and super_admin) by default. Role Management (spec/001 §6) may also target
   * investors, so `?role=investor` or `filter={"role":"investor"}` lists them.
   */
  async list(query: AdminUsersQueryDto): Promise<ListResult<AdminUserView>> {
    const parsed = parseListQuery(query, USER_LIST, { role: query.role });
    const roles = requestedRoles(parsed.filter.role);
    const qb = this.dataSource.getRepository(User).createQueryBuilder('u');
    return (await runList(qb, USER_LIST, parsed, { role: roles })).map(mapUser);
  }

  /** spec/001 §5 "Create admin directly": active at once, no forced change; only a super admin makes a super admin. */
  async create(dto: CreateAdminUserDto, actor: AuthUser, req: Request): Promise<AdminUserView> {
    if (dto.role === 'super_admin' && actor.role !== 'super_admin') throw new ForbiddenException(MESSAGES.superAdminCreateOnly);
    return this.dataSource.transaction(async (manager) => {
      const by = await currentActor(manager, actor, dto.role === 'super_admin' ? ['super_admin'] : ADMIN_ROLES);
      const user = await createAccount(manager, this.audit, dto, {
        by,
        details: (created) => `Admin user ${created.username} (${created.role}) created directly by ${by.username}`,
        req,
      });
      return mapUser(user);
    });
  }
}
