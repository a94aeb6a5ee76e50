import type { PropertyType } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { bigintNumber } from '../../database/transformers.js';

@Entity('assets')
export class Asset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  type: string;

  /** GBP whole units. */
  @Column('bigint', { transformer: bigintNumber })
  purchaseValue: number;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  currentValue: number | null;

  @Column('text')
  address: string;

  @Column('text')
  propertyType: PropertyType;

  /** Percent text, e.g. '92%'. */
  @Column('text', { nullable: true })
  occupancyRate: string | null;

  /** Percent text, e.g. '6.5%'. */
  @Column('text', { nullable: true })
  grossYield: string | null;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  operatingCosts: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
