import type { CapitalReturnMethod, PayoutFrequency, SchemeReturnType, SchemeStatus } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { bigintNumber } from '../../database/transformers.js';

@Entity('schemes')
export class Scheme {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  productId: string;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text', { nullable: true })
  videoUrl: string | null;

  @Column('text')
  country: string;

  @Column('text')
  status: SchemeStatus;

  @Column('bigint', { transformer: bigintNumber })
  minimumInvestment: number;

  @Column('text')
  term: string;

  @Column('text')
  roiPerAnnum: string;

  @Column('text')
  liquidity: string;

  @Column('text')
  returnType: SchemeReturnType;

  @Column('text')
  payoutFrequency: PayoutFrequency;

  @Column('text')
  capitalReturnMethod: CapitalReturnMethod;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Issue 19 item 5: when the scheme was archived; null while it is current. */
  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;
}
