import type { AuditAction, Role } from '@fund/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_logs')
export class AuditLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { nullable: true })
  userId: string | null;

  @Column('text', { nullable: true })
  userRole: Role | null;

  @Column('text')
  action: AuditAction;

  @Column('text', { nullable: true })
  actionDetails: string | null;

  @Column('text', { nullable: true })
  ipAddress: string | null;

  @Column('text', { nullable: true })
  userAgent: string | null;

  /** The user agent read when the row is written (common/audit/user-agent.ts): 'Chrome 131'. */
  @Column('text', { nullable: true })
  browser: string | null;

  /** 'Windows 10', 'iOS 17.1'. */
  @Column('text', { nullable: true })
  os: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  timestamp: Date;
}
