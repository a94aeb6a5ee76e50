import type { Role, UserStatus } from '@fund/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  username: string;

  @Column('text')
  passwordHash: string;

  @Column('text')
  email: string;

  @Column('text')
  role: Role;

  @Column('text')
  fullName: string;

  @Column('text')
  status: UserStatus;

  @Column('text', { nullable: true })
  profilePhotoUrl: string | null;

  @Column('boolean')
  mustChangePassword: boolean;

  @Column('timestamptz', { nullable: true })
  temporaryPasswordExpiresAt: Date | null;

  @Column('text', { nullable: true })
  lastLoginIp: string | null;

  @Column('timestamptz', { nullable: true })
  passwordChangedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
