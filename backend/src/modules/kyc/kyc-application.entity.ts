import type { AnnualIncome, EmploymentStatus, IdType, KycStatus, NokRelationship, PreviousInvestments } from '@fund/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('kyc_applications')
export class KycApplication {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The investor user created from this application; set once credentials exist. */
  @Column('uuid', { nullable: true })
  investorId: string | null;

  @Column('text')
  status: KycStatus;

  @Column('timestamptz', { default: () => 'now()' })
  submittedAt: Date;

  @Column('timestamptz', { nullable: true })
  reviewedAt: Date | null;

  @Column('uuid', { nullable: true })
  reviewedBy: string | null;

  @Column('text') fullName: string;
  /** YYYY-MM-DD */
  @Column('date') dateOfBirth: string;
  @Column('text') email: string;
  @Column('text') phone: string;
  @Column('text', { nullable: true }) country: string | null;
  @Column('text') fullAddress: string;
  @Column('text') idType: IdType;
  @Column('text') idUploadUrl: string;
  @Column('text', { nullable: true }) passportNumber: string | null;
  @Column('text') employmentStatus: EmploymentStatus;
  @Column('text', { nullable: true }) annualIncome: AnnualIncome | null;
  @Column('text') previousInvestments: PreviousInvestments;
  @Column('text') sourceOfIncome: string;
  @Column('text') accountName: string;
  @Column('text') accountNumber: string;
  @Column('text') sortCode: string;
  @Column('text') swiftBic: string;
  @Column('text') ibanNumber: string;
  @Column('text') bankName: string;
  @Column('text') bankAddress: string;
  @Column('text') nokName: string;
  @Column('text') nokContactNumber: string;
  @Column('text') nokContactEmail: string;
  @Column('text') nokPassportNumber: string;
  @Column('text') nokRelationship: NokRelationship;
  @Column('boolean') termsAccepted: boolean;
  @Column('boolean') disclaimerAccepted: boolean;

  /** Why an admin rejected the application (issue 21): kept, shown to admins, e-mailed to the applicant. */
  @Column('text', { nullable: true }) rejectionReason: string | null;
}
