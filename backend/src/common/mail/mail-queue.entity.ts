import type { MailQueueStatus } from '@fund/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A row of the e-mail outbox (migration 1796200000000). MailQueue writes and claims rows with SQL of
 * its own; the entity lets the super admin's list read them through the list helpers.
 */
@Entity('mail_queue')
export class MailQueueEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  template: string;

  @Column('text')
  recipient: string;

  @Column('text')
  subject: string;

  /** Null once the e-mail is no longer pending: bodies carry temporary passwords and credentials. */
  @Column('text', { nullable: true })
  textBody: string | null;

  @Column('text', { nullable: true })
  htmlBody: string | null;

  @Column('text', { nullable: true })
  replaceKey: string | null;

  @Column('text')
  status: MailQueueStatus;

  @Column('integer')
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('timestamptz')
  nextAttemptAt: Date;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}
