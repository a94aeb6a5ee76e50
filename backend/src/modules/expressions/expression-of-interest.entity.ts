import type { ExpressionStatus } from '@fund/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('expressions_of_interest')
export class ExpressionOfInterest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  investorId: string;

  @Column('uuid')
  schemeId: string;

  @Column('text')
  status: ExpressionStatus;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('boolean')
  archived: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  submittedAt: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
