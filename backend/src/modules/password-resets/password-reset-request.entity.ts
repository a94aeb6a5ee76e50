import type { ResetRequestStatus } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('password_reset_requests')
export class PasswordResetRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @Column('text', { nullable: true })
  requestedBy: string | null;

  @Column('text')
  status: ResetRequestStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  resolvedAt: Date | null;

  @Column('uuid', { nullable: true })
  resolvedBy: string | null;

  @Column('text', { nullable: true })
  notes: string | null;
}
