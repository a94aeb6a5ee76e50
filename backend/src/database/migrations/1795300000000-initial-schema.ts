import type { MigrationInterface, QueryRunner } from 'typeorm';

import {
  ACTIVITY_TYPES,
  ANNUAL_INCOMES,
  CAPITAL_RETURN_METHODS,
  DOCUMENT_CATEGORIES,
  EMPLOYMENT_STATUSES,
  ENROLLMENT_STATUSES,
  EXPRESSION_STATUSES,
  ID_TYPES,
  INVITABLE_ROLES,
  INVITATION_STATUSES,
  KYC_STATUSES,
  NOK_RELATIONSHIPS,
  PAYOUT_FREQUENCIES,
  PREVIOUS_INVESTMENTS,
  PRODUCT_TYPES,
  PRODUCTS,
  PROPERTY_TYPES,
  RESET_REQUEST_STATUSES,
  RETURN_TYPES,
  ROLES,
  SCHEME_STATUSES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TRANSACTION_CATEGORIES,
  UPDATE_CATEGORIES,
  USER_STATUSES,
} from '@fund/contracts';

import { AUDIT_ACTIONS_BEFORE_ISSUE_23, oneOf, sqlList } from '../audit-action-constraint.js';

// The whole data model of spec/001 §3. Enumerations come from @fund/contracts so the CHECK
// constraints and the API validation can never disagree. Money is bigint whole units.

export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL CONSTRAINT users_username_key UNIQUE,
        password_hash text NOT NULL,
        email text NOT NULL CONSTRAINT users_email_key UNIQUE,
        role text NOT NULL DEFAULT 'investor' CONSTRAINT users_role_check ${oneOf('role', ROLES)},
        full_name text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT users_status_check ${oneOf('status', USER_STATUSES)},
        profile_photo_url text,
        must_change_password boolean NOT NULL DEFAULT false,
        temporary_password_expires_at timestamptz,
        last_login_ip text,
        password_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
      CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
      CREATE INDEX users_role_idx ON users (role);
      CREATE INDEX users_status_idx ON users (status);

      CREATE TABLE products (
        id text PRIMARY KEY,
        name text NOT NULL,
        type text NOT NULL CONSTRAINT products_type_key UNIQUE CONSTRAINT products_type_check ${oneOf('type', PRODUCT_TYPES)}
      );

      CREATE TABLE schemes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id text NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
        name text NOT NULL,
        description text NOT NULL,
        video_url text,
        country text NOT NULL,
        status text NOT NULL DEFAULT 'live' CONSTRAINT schemes_status_check ${oneOf('status', SCHEME_STATUSES)},
        minimum_investment bigint NOT NULL DEFAULT 0 CONSTRAINT schemes_minimum_investment_check CHECK (minimum_investment >= 0),
        term text NOT NULL,
        roi_per_annum text NOT NULL,
        liquidity text NOT NULL,
        return_type text NOT NULL DEFAULT 'fixed' CONSTRAINT schemes_return_type_check ${oneOf('return_type', RETURN_TYPES)},
        payout_frequency text NOT NULL DEFAULT 'quarterly' CONSTRAINT schemes_payout_frequency_check ${oneOf('payout_frequency', PAYOUT_FREQUENCIES)},
        capital_return_method text NOT NULL DEFAULT 'capital_end_of_term' CONSTRAINT schemes_capital_return_method_check ${oneOf('capital_return_method', CAPITAL_RETURN_METHODS)},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX schemes_product_id_idx ON schemes (product_id);
      CREATE INDEX schemes_status_idx ON schemes (status);

      CREATE TABLE scheme_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        name text NOT NULL,
        type text NOT NULL DEFAULT 'PDF',
        size text NOT NULL,
        url text,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX scheme_documents_scheme_id_idx ON scheme_documents (scheme_id);

      CREATE TABLE kyc_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid CONSTRAINT kyc_applications_investor_id_key UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT kyc_applications_status_check ${oneOf('status', KYC_STATUSES)},
        submitted_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        full_name text NOT NULL,
        date_of_birth date NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        country text,
        full_address text NOT NULL,
        id_type text NOT NULL CONSTRAINT kyc_applications_id_type_check ${oneOf('id_type', ID_TYPES)},
        id_upload_url text NOT NULL,
        passport_number text,
        employment_status text NOT NULL CONSTRAINT kyc_applications_employment_status_check ${oneOf('employment_status', EMPLOYMENT_STATUSES)},
        annual_income text CONSTRAINT kyc_applications_annual_income_check ${oneOf('annual_income', ANNUAL_INCOMES)},
        previous_investments text NOT NULL CONSTRAINT kyc_applications_previous_investments_check ${oneOf('previous_investments', PREVIOUS_INVESTMENTS)},
        source_of_income text NOT NULL,
        account_name text NOT NULL,
        account_number text NOT NULL,
        sort_code text NOT NULL,
        swift_bic text NOT NULL,
        iban_number text NOT NULL,
        bank_name text NOT NULL,
        bank_address text NOT NULL,
        nok_name text NOT NULL,
        nok_contact_number text NOT NULL,
        nok_contact_email text NOT NULL,
        nok_passport_number text NOT NULL,
        nok_relationship text NOT NULL CONSTRAINT kyc_applications_nok_relationship_check ${oneOf('nok_relationship', NOK_RELATIONSHIPS)},
        terms_accepted boolean NOT NULL CONSTRAINT kyc_applications_terms_accepted_check CHECK (terms_accepted),
        disclaimer_accepted boolean NOT NULL CONSTRAINT kyc_applications_disclaimer_accepted_check CHECK (disclaimer_accepted)
      );
      CREATE INDEX kyc_applications_status_idx ON kyc_applications (status, submitted_at DESC);
      CREATE INDEX kyc_applications_reviewed_by_idx ON kyc_applications (reviewed_by);
      CREATE INDEX kyc_applications_email_idx ON kyc_applications (lower(email));

      CREATE TABLE expressions_of_interest (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT expressions_of_interest_status_check ${oneOf('status', EXPRESSION_STATUSES)},
        notes text,
        archived boolean NOT NULL DEFAULT false,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX expressions_of_interest_investor_id_idx ON expressions_of_interest (investor_id);
      CREATE INDEX expressions_of_interest_scheme_id_idx ON expressions_of_interest (scheme_id);
      CREATE INDEX expressions_of_interest_status_idx ON expressions_of_interest (archived, status, submitted_at DESC);
      -- One open expression per investor and scheme.
      CREATE UNIQUE INDEX expressions_of_interest_open_key ON expressions_of_interest (investor_id, scheme_id)
        WHERE status IN ('pending', 'contacted') AND NOT archived;

      CREATE TABLE enrollments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        enrolled_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'earning' CONSTRAINT enrollments_status_check ${oneOf('status', ENROLLMENT_STATUSES)},
        investment_amount bigint NOT NULL CONSTRAINT enrollments_investment_amount_check CHECK (investment_amount > 0),
        current_value bigint NOT NULL CONSTRAINT enrollments_current_value_check CHECK (current_value >= 0),
        total_payouts bigint NOT NULL DEFAULT 0 CONSTRAINT enrollments_total_payouts_check CHECK (total_payouts >= 0),
        next_payout_date date,
        next_payout_amount bigint CONSTRAINT enrollments_next_payout_amount_check CHECK (next_payout_amount >= 0),
        CONSTRAINT enrollments_investor_scheme_key UNIQUE (investor_id, scheme_id)
      );
      CREATE INDEX enrollments_scheme_id_idx ON enrollments (scheme_id);
      CREATE INDEX enrollments_status_idx ON enrollments (status);

      CREATE TABLE assets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        type text NOT NULL DEFAULT 'Real Estate',
        purchase_value bigint NOT NULL CONSTRAINT assets_purchase_value_check CHECK (purchase_value >= 0),
        current_value bigint CONSTRAINT assets_current_value_check CHECK (current_value >= 0),
        address text NOT NULL,
        property_type text NOT NULL CONSTRAINT assets_property_type_check ${oneOf('property_type', PROPERTY_TYPES)},
        occupancy_rate text,
        gross_yield text,
        operating_costs bigint CONSTRAINT assets_operating_costs_check CHECK (operating_costs >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX assets_property_type_idx ON assets (property_type);

      CREATE TABLE asset_media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        asset_id uuid NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
        media_url text NOT NULL,
        media_type text NOT NULL,
        file_name text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX asset_media_asset_id_idx ON asset_media (asset_id);

      CREATE TABLE asset_enrollments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        asset_id uuid NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
        enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT asset_enrollments_asset_enrollment_key UNIQUE (asset_id, enrollment_id)
      );
      CREATE INDEX asset_enrollments_enrollment_id_idx ON asset_enrollments (enrollment_id);

      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL CONSTRAINT activities_type_check ${oneOf('type', ACTIVITY_TYPES)},
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        scheme_id uuid NOT NULL REFERENCES schemes (id) ON DELETE CASCADE,
        title text NOT NULL,
        content text NOT NULL,
        category text,
        amount bigint,
        document_url text,
        url text CONSTRAINT activities_url_check CHECK (url IS NULL OR url = '' OR url ~* '^https?://'),
        asset_id uuid REFERENCES assets (id) ON DELETE SET NULL,
        net_profits bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT activities_category_check CHECK (
          category IS NULL
          OR (type = 'update' AND category IN (${sqlList(UPDATE_CATEGORIES)}))
          OR (type = 'transaction' AND category IN (${sqlList(TRANSACTION_CATEGORIES)}))
          OR (type = 'document' AND category IN (${sqlList(DOCUMENT_CATEGORIES)}))
          OR type = 'asset_performance_update'
        ),
        CONSTRAINT activities_transaction_amount_check CHECK (type <> 'transaction' OR amount >= 1)
      );
      CREATE INDEX activities_investor_created_idx ON activities (investor_id, created_at DESC);
      CREATE INDEX activities_investor_type_idx ON activities (investor_id, type, created_at DESC);
      CREATE INDEX activities_scheme_id_idx ON activities (scheme_id);
      CREATE INDEX activities_asset_id_idx ON activities (asset_id);

      CREATE TABLE tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subject text NOT NULL CONSTRAINT tickets_subject_check CHECK (char_length(subject) >= 5),
        description text NOT NULL CONSTRAINT tickets_description_check CHECK (char_length(description) >= 10),
        category text NOT NULL DEFAULT 'general' CONSTRAINT tickets_category_check ${oneOf('category', TICKET_CATEGORIES)},
        priority text NOT NULL DEFAULT 'medium' CONSTRAINT tickets_priority_check ${oneOf('priority', TICKET_PRIORITIES)},
        status text NOT NULL DEFAULT 'open' CONSTRAINT tickets_status_check ${oneOf('status', TICKET_STATUSES)},
        admin_notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      );
      CREATE INDEX tickets_investor_created_idx ON tickets (investor_id, created_at DESC);
      CREATE INDEX tickets_status_idx ON tickets (status, created_at DESC);

      CREATE TABLE admin_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CONSTRAINT admin_invitations_email_key UNIQUE,
        full_name text NOT NULL,
        role text NOT NULL DEFAULT 'admin' CONSTRAINT admin_invitations_role_check ${oneOf('role', INVITABLE_ROLES)},
        permissions jsonb,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT admin_invitations_status_check ${oneOf('status', INVITATION_STATUSES)},
        invite_token text NOT NULL CONSTRAINT admin_invitations_invite_token_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz
      );
      CREATE INDEX admin_invitations_status_idx ON admin_invitations (status, expires_at);
      CREATE INDEX admin_invitations_invited_by_idx ON admin_invitations (invited_by);

      CREATE TABLE marketing_slides (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL DEFAULT 'Marketing Slide',
        image_url text NOT NULL,
        button_text text NOT NULL,
        button_url text NOT NULL CONSTRAINT marketing_slides_button_url_check CHECK (button_url ~* '^https?://'),
        sort_order integer NOT NULL DEFAULT 0 CONSTRAINT marketing_slides_sort_order_check CHECK (sort_order >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX marketing_slides_active_order_idx ON marketing_slides (is_active, sort_order);

      -- Audit rows outlive the users they name: user_id is kept as written, without a foreign key.
      CREATE TABLE audit_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid,
        user_role text,
        action text NOT NULL CONSTRAINT audit_logs_action_check ${oneOf('action', AUDIT_ACTIONS_BEFORE_ISSUE_23)},
        action_details text,
        ip_address text,
        user_agent text,
        "timestamp" timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_logs_timestamp_idx ON audit_logs ("timestamp" DESC);
      CREATE INDEX audit_logs_user_id_idx ON audit_logs (user_id, "timestamp" DESC);
      CREATE INDEX audit_logs_action_idx ON audit_logs (action, "timestamp" DESC);

      CREATE TABLE login_otps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        otp_code text NOT NULL,
        expires_at timestamptz NOT NULL,
        verified boolean NOT NULL DEFAULT false,
        attempts integer NOT NULL DEFAULT 0 CONSTRAINT login_otps_attempts_check CHECK (attempts >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_otps_user_id_idx ON login_otps (user_id, created_at DESC);
      CREATE INDEX login_otps_expires_at_idx ON login_otps (expires_at);

      CREATE TABLE password_reset_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        requested_by text,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT password_reset_requests_status_check ${oneOf('status', RESET_REQUEST_STATUSES)},
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        notes text
      );
      CREATE INDEX password_reset_requests_user_id_idx ON password_reset_requests (user_id);
      CREATE INDEX password_reset_requests_resolved_by_idx ON password_reset_requests (resolved_by);
      CREATE INDEX password_reset_requests_status_idx ON password_reset_requests (status, resolved_at DESC);
      -- One pending request per user.
      CREATE UNIQUE INDEX password_reset_requests_pending_key ON password_reset_requests (user_id) WHERE status = 'pending';

      -- express-session store (connect-pg-simple's layout), on the app's own pool.
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      );
      CREATE INDEX session_expire_idx ON session (expire);
      CREATE INDEX session_user_id_idx ON session ((sess ->> 'userId'));
    `);

    for (const product of PRODUCTS) {
      await db.query('INSERT INTO products (id, name, type) VALUES ($1, $2, $1)', [product.id, product.name]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE session, password_reset_requests, login_otps, audit_logs, marketing_slides, admin_invitations,
        tickets, activities, asset_enrollments, asset_media, assets, enrollments, expressions_of_interest,
        kyc_applications, scheme_documents, schemes, products, users;
    `);
  }
}
