import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('login_otps')
export class LoginOtp {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  /** A hash of the code, never the code. */
  @Column('text')
  otpCode: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('boolean')
  verified: boolean;

  @Column('integer')
  attempts: number;

  /** Issued to a known device's login: an unrecognised device's login does not void it. */
  @Column('boolean')
  knownDevice: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
