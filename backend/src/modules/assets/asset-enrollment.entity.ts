import { CreateDateColumn, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An allocation: an asset linked to one investor's scheme enrollment (the pair is unique). */
@Entity('asset_enrollments')
export class AssetEnrollment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  assetId: string;

  @Column('uuid')
  enrollmentId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
