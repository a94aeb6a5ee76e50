import type { AdminRole, InvitationStatus } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admin_invitations')
export class AdminInvitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text')
  fullName: string;

  @Column('text')
  role: AdminRole;

  @Column('jsonb', { nullable: true })
  permissions: unknown;

  @Column('uuid', { nullable: true })
  invitedBy: string | null;

  @Column('text')
  status: InvitationStatus;

  /** SHA-256 (hex) of the token; the token itself is shown once, when the invitation is made. */
  @Column('text')
  inviteTokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  acceptedAt: Date | null;
}
