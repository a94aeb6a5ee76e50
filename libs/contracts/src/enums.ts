// Enumerations of spec/000 §3 and spec/001 §3, §9. The database CHECK constraints, the backend DTOs
// and both UIs read their values from here.

export const ROLES = ['super_admin', 'admin', 'investor'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const INVITABLE_ROLES = ADMIN_ROLES;

/** True for the back-office roles (admin, super_admin); an investor or any other value is false. */
export function isAdminRole(role: unknown): role is AdminRole {
  return (ADMIN_ROLES as readonly unknown[]).includes(role);
}

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PRODUCTS = [
  { id: 'murabaha', name: 'Murabaha Collective' },
  { id: 'musharakah', name: 'Musharakah Alliance' },
  { id: 'ijara', name: 'Ijara Cooperative' },
] as const;
export const PRODUCT_TYPES = ['murabaha', 'musharakah', 'ijara'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SCHEME_STATUSES = ['live', 'closing', 'earning', 'matured'] as const;
export type SchemeStatus = (typeof SCHEME_STATUSES)[number];
/**
 * Open for investment (issue 19 item 6): live, and closing (taking its last investors). Earning means
 * fully raised and closed to new money; matured has ended. Only open schemes are opportunities.
 */
export const OPEN_SCHEME_STATUSES = ['live', 'closing'] as const satisfies readonly SchemeStatus[];
export const isOpenForInvestment = (status: SchemeStatus): boolean => (OPEN_SCHEME_STATUSES as readonly SchemeStatus[]).includes(status);
export const RETURN_TYPES = ['fixed', 'variable'] as const;
export type SchemeReturnType = (typeof RETURN_TYPES)[number];
/** The create form offers all five; the edit form only the first three of EDIT_PAYOUT_FREQUENCIES. */
export const PAYOUT_FREQUENCIES = ['monthly', 'quarterly', 'bi_annually', 'annually', 'end_of_term'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
export const EDIT_PAYOUT_FREQUENCIES = ['monthly', 'quarterly', 'annually'] as const;
export const CAPITAL_RETURN_METHODS = ['return_and_capital', 'capital_end_of_term'] as const;
export type CapitalReturnMethod = (typeof CAPITAL_RETURN_METHODS)[number];

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const ID_TYPES = ['national_id', 'passport', 'drivers_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'business_owner', 'retired', 'other'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const ANNUAL_INCOMES = ['0-50k', '50k-100k', '100k-250k', '250k-500k', '500k-1m', '1m+'] as const;
export type AnnualIncome = (typeof ANNUAL_INCOMES)[number];
export const PREVIOUS_INVESTMENTS = ['0', '1-3', '4-10', '10+'] as const;
export type PreviousInvestments = (typeof PREVIOUS_INVESTMENTS)[number];
export const NOK_RELATIONSHIPS = ['spouse', 'parent', 'sibling', 'child', 'other'] as const;
export type NokRelationship = (typeof NOK_RELATIONSHIPS)[number];
export const SOURCES_OF_INCOME = ['Employment', 'Business', 'Investments', 'Inheritance', 'Savings', 'Rental Income', 'Other'] as const;
export const COUNTRIES = [
  'United Arab Emirates',
  'Saudi Arabia',
  'Kuwait',
  'Bahrain',
  'Qatar',
  'Oman',
  'United States',
  'United Kingdom',
  'India',
  'Pakistan',
  'Egypt',
  'Jordan',
  'Lebanon',
  'Malaysia',
  'Indonesia',
  'Turkey',
  'Other',
] as const;
export const PHONE_CODES = [
  { code: '+971', label: 'UAE' },
  { code: '+966', label: 'Saudi Arabia' },
  { code: '+965', label: 'Kuwait' },
  { code: '+973', label: 'Bahrain' },
  { code: '+974', label: 'Qatar' },
  { code: '+968', label: 'Oman' },
  { code: '+1', label: 'USA/Canada' },
  { code: '+44', label: 'UK' },
  { code: '+91', label: 'India' },
  { code: '+92', label: 'Pakistan' },
  { code: '+20', label: 'Egypt' },
  { code: '+962', label: 'Jordan' },
  { code: '+961', label: 'Lebanon' },
  { code: '+60', label: 'Malaysia' },
  { code: '+62', label: 'Indonesia' },
  { code: '+90', label: 'Turkey' },
] as const;

export const EXPRESSION_STATUSES = ['pending', 'contacted', 'enrolled', 'rejected'] as const;
export type ExpressionStatus = (typeof EXPRESSION_STATUSES)[number];
/** Still open (one per investor and scheme at a time): the investor's interest is registered. */
export const OPEN_EXPRESSION_STATUSES = ['pending', 'contacted'] as const satisfies readonly ExpressionStatus[];
/** The spec gives only the default; an enrollment ends as matured or exited. */
export const ENROLLMENT_STATUSES = ['earning', 'matured', 'exited'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ACTIVITY_TYPES = ['update', 'transaction', 'document', 'asset_performance_update'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Both readings of the spec are accepted: the admin posting forms' labels and the investor-side keys. */
export const UPDATE_CATEGORIES = [
  'Performance Report',
  'Scheme Update',
  'Market Insight',
  'General Notice',
  'announcement',
  'alert',
  'milestone',
  'general',
] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];
export const TRANSACTION_CATEGORIES = ['Contribution', 'Payout', 'Payout Adjustment', 'Service Fee', 'Exit'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
export const DOCUMENT_CATEGORIES = [
  'KYC / Identity',
  'Distribution Notice',
  'Legal Contracts',
  'Transaction Receipts',
  'Financial Statement',
  'Other',
  'contract',
  'notice',
  'receipt',
  'kyc',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** An activity's category: one of its type's list (none for an asset performance update). */
export const ACTIVITY_CATEGORIES = [...UPDATE_CATEGORIES, ...TRANSACTION_CATEGORIES, ...DOCUMENT_CATEGORIES] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const TICKET_CATEGORIES = ['general', 'investment', 'technical', 'account', 'documents', 'payout'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General Inquiry',
  investment: 'Investment Related',
  technical: 'Technical Support',
  account: 'Account & Profile',
  documents: 'Documents',
  payout: 'Payout Related',
};
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The status in words (admin groups, the investor's e-mail). */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const RESET_REQUEST_STATUSES = ['pending', 'resolved', 'cancelled'] as const;
export type ResetRequestStatus = (typeof RESET_REQUEST_STATUSES)[number];
export const PROPERTY_TYPES = ['Commercial', 'Residential', 'Mix'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'LOGIN',
  'LOGOUT',
  'LOGIN_FAILED',
  'USER_CREATED',
  'USER_ROLE_CHANGED',
  'PASSWORD_CHANGED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'ADMIN_INVITED',
  'IP_CHANGE_DETECTED',
  // Beyond the spec's ten (a minimum, issue 18 item 6): money, postings, deletions, status and bank changes.
  'ENROLLMENT_CREATED',
  'PAYOUT_RECORDED',
  'ACTIVITY_POSTED',
  'INVESTOR_DELETED',
  'USER_STATUS_CHANGED',
  'BANK_DETAILS_CHANGED',
  // Issue 19: scheme-wide money and postings, and what deletes and archives destroy or keep.
  'DISTRIBUTION_PAID',
  'DISTRIBUTION_REVERSED',
  'ASSET_ALLOCATED',
  'SCHEME_ARCHIVED',
  'SCHEME_RESTORED',
  'SCHEME_DELETED',
  // Issue 20: an investor's notice preferences changed (in the profile, or by an unsubscribe link).
  'NOTIFICATION_PREFERENCES_CHANGED',
  // Issue 21: an admin corrects an investor's personal details, a ticket is reopened by a reply,
  // an admin's invitation is sent again (the old link dies), the demo data is loaded.
  'INVESTOR_DETAILS_CHANGED',
  'TICKET_REOPENED',
  'ADMIN_INVITATION_RESENT',
  'DEMO_DATA_LOADED',
  // Issue 23: an admin starts a statement run.
  'STATEMENTS_GENERATED',
  // Issue 24: the Sharia layer (board, pronouncements, reports, purification, zakat settings).
  'SHARIA_SETTINGS_CHANGED',
  'SHARIA_BOARD_CHANGED',
  'SHARIA_PRONOUNCEMENT_CHANGED',
  'SHARIA_REPORT_CHANGED',
  'PURIFICATION_RATE_CHANGED',
  'ZAKAT_SETTINGS_CHANGED',
  // Issue 25: second factors (authenticator app, passkeys, recovery codes), single sign-on, step-up,
  // sessions ended by their user or an admin, the security policy, and the audit chain's daily head.
  'SECOND_FACTOR_ENROLLED',
  'SECOND_FACTOR_REMOVED',
  'RECOVERY_CODES_GENERATED',
  'SSO_LOGIN',
  'STEP_UP',
  'STEP_UP_FAILED',
  'SESSION_ENDED',
  'SECURITY_POLICY_CHANGED',
  'AUDIT_HEAD_HASH',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_LIMITS = [50, 100, 200, 500] as const;
export const AUDIT_DEFAULT_LIMIT = 100;
