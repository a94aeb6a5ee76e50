import type { ActivityCategory, ActivityType } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import { bigintNumber } from '../../database/transformers.js';

@Entity('activities')
export class Activity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  type: ActivityType;

  @Column('uuid')
  investorId: string;

  @Column('uuid')
  schemeId: string;

  @Column('text')
  title: string;

  @Column('text')
  content: string;

  @Column('text', { nullable: true })
  category: ActivityCategory | null;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  amount: number | null;

  @Column('text', { nullable: true })
  documentUrl: string | null;

  /** Document info (spec/001 §3): the client's file name; type and size read from the stored file. */
  @Column('text', { nullable: true })
  documentName: string | null;

  @Column('text', { nullable: true })
  documentType: string | null;

  @Column('text', { nullable: true })
  documentSize: string | null;

  @Column('text', { nullable: true })
  url: string | null;

  @Column('uuid', { nullable: true })
  assetId: string | null;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  netProfits: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The scheme-wide post or distribution run it came with (issue 20 read receipts); null: posted alone. */
  @Column('uuid', { nullable: true })
  postId: string | null;

  /** The first time the investor opened it; null: not yet. */
  @Column('timestamptz', { nullable: true })
  readAt: Date | null;
}
