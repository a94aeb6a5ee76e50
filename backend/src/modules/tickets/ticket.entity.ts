import type { TicketCategory, TicketPriority, TicketStatus } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('tickets')
export class Ticket {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  investorId: string;

  @Column('text')
  subject: string;

  @Column('text')
  description: string;

  @Column('text')
  category: TicketCategory;

  @Column('text')
  priority: TicketPriority;

  @Column('text')
  status: TicketStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  resolvedAt: Date | null;
}
