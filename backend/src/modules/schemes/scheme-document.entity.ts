import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('scheme_documents')
export class SchemeDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  schemeId: string;

  @Column('text')
  name: string;

  /** Upper-case file extension, e.g. PDF. */
  @Column('text')
  type: string;

  /** Size as MB text, e.g. '1.2 MB'. */
  @Column('text')
  size: string;

  @Column('text', { nullable: true })
  url: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt: Date;
}
