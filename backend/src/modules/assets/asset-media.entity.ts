import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('asset_media')
export class AssetMedia {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  assetId: string;

  @Column('text')
  mediaUrl: string;

  @Column('text')
  mediaType: string;

  @Column('text')
  fileName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt: Date;
}
