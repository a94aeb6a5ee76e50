import type { EnrollmentStatus } from '@fund/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

import { bigintNumber } from '../../database/transformers.js';

@Entity('enrollments')
export class Enrollment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  investorId: string;

  @Column('uuid')
  schemeId: string;

  @Column('timestamptz', { default: () => 'now()' })
  enrolledAt: Date;

  @Column('text')
  status: EnrollmentStatus;

  @Column('bigint', { transformer: bigintNumber })
  investmentAmount: number;

  @Column('bigint', { transformer: bigintNumber })
  currentValue: number;

  @Column('bigint', { transformer: bigintNumber })
  totalPayouts: number;

  /** YYYY-MM-DD */
  @Column('date', { nullable: true })
  nextPayoutDate: string | null;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  nextPayoutAmount: number | null;
}
