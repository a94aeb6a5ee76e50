import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('marketing_slides')
export class MarketingSlide {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  @Column('text')
  imageUrl: string;

  @Column('text')
  buttonText: string;

  @Column('text')
  buttonUrl: string;

  /** `order` in the API (a reserved word in SQL). */
  @Column('integer')
  sortOrder: number;

  @Column('boolean')
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
