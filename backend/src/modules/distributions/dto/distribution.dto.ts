import type { SchemaObject } from '@nestjs/swagger';
import {
  DISTRIBUTION_BASES,
  DISTRIBUTION_DESCRIPTION_MAX,
  DISTRIBUTION_MODES,
  MAX_CHOSEN_INVESTORS,
  MAX_MONEY_AMOUNT,
  MAX_RATE_PER_UNIT,
  MESSAGES,
  RATE_PER_UNIT_PATTERN,
  isRatePerUnit,
  type DistributionBasis,
  type DistributionMode,
  type DistributionOverride,
  type DistributionRequest,
  type DistributionTerms,
} from '@fund/contracts';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';

import { isRecordId } from '../../../common/http/id-param.js';
import { DescribeBody } from '../../../common/openapi/describe-body.js';
import { UUID_PATTERN } from '../../../common/openapi/list-parameters.js';
import { CalendarDate, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { NotifyInvestors } from '../../activities/dto/notify.js';
import { AfterPayoutDate } from '../../enrollments/dto/create-payout.dto.js';

// The terms of a distribution run (libs/contracts api/distributions.ts), checked in themselves: a 400
// names the first broken rule. Whether the ids are holders of the scheme, and whether the amounts fit,
// is the stored state's answer (422, distributions.service.ts).

const termsOf = (args: ValidationArguments) => args.object as DistributionTermsDto;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of record ids. */
const InvestorIdList = () =>
  ValidateBy({
    name: 'investorIdList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.length <= MAX_CHOSEN_INVESTORS && value.every(isRecordId),
      defaultMessage: () => MESSAGES.excludedInvestorIdsInvalid,
    },
  });

const isOverride = (value: unknown): value is DistributionOverride =>
  isPlainObject(value) &&
  Object.keys(value).length === 2 &&
  isRecordId(value.investorId) &&
  typeof value.amount === 'number' &&
  Number.isInteger(value.amount) &&
  value.amount >= 0 &&
  value.amount <= MAX_MONEY_AMOUNT;

/** [{investorId, amount}] with nothing else in an item; then one per investor, none of them excluded. */
const OverrideList = () =>
  ValidateBy({
    name: 'distributionOverrides',
    validator: {
      validate: (value: unknown, args) => {
        if (!Array.isArray(value) || value.length > MAX_CHOSEN_INVESTORS || !value.every(isOverride)) return false;
        const ids = value.map((o) => o.investorId.toLowerCase());
        if (new Set(ids).size !== ids.length) return false;
        const { excludedInvestorIds } = termsOf(args!);
        const excluded = new Set((Array.isArray(excludedInvestorIds) ? excludedInvestorIds : []).map((id) => String(id).toLowerCase()));
        return !ids.some((id) => excluded.has(id));
      },
      defaultMessage: (args) => {
        const value = args!.value as unknown;
        if (!Array.isArray(value) || value.length > MAX_CHOSEN_INVESTORS || !value.every(isOverride)) return MESSAGES.overridesInvalid;
        const ids = value.map((o) => o.investorId.toLowerCase());
        return new Set(ids).size !== ids.length ? MESSAGES.overrideTwice : MESSAGES.overrideExcluded;
      },
    },
  });

/** Mode 'per_unit' pays a rate of each invested amount: its basis is 'invested'. */
const BasisForMode = () =>
  ValidateBy({
    name: 'basisForMode',
    validator: {
      validate: (value: unknown, args) => termsOf(args!).mode !== 'per_unit' || value === 'invested',
      defaultMessage: () => MESSAGES.perUnitBasisInvested,
    },
  });

const RatePerUnit = () =>
  ValidateBy({
    name: 'ratePerUnit',
    validator: { validate: isRatePerUnit, defaultMessage: () => MESSAGES.ratePerUnitInvalid },
  });

const MONEY = { type: 'integer', minimum: 0, maximum: MAX_MONEY_AMOUNT } as const;
const ID = { type: 'string', format: 'uuid', pattern: UUID_PATTERN } as const;
const orNull = (schema: SchemaObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
const TERM_FIELDS = ['mode', 'basis', 'totalAmount', 'ratePerUnit', 'excludedInvestorIds', 'overrides'];

/**
 * For the OpenAPI document: the terms' fields exactly, one branch per mode (totalAmount in 'total';
 * ratePerUnit and basis 'invested' in 'per_unit'; the other mode's field is ignored), and the rules
 * between items that JSON Schema cannot say in the descriptions.
 */
const describeTerms = (schema: SchemaObject): SchemaObject => {
  const totalAmount: SchemaObject = { ...MONEY, minimum: 1, description: "Mode 'total': the amount to pay, whole currency units" };
  const ratePerUnit: SchemaObject = {
    type: 'string',
    pattern: RATE_PER_UNIT_PATTERN.source,
    description: `Mode 'per_unit': a decimal text above 0 and at most ${MAX_RATE_PER_UNIT} with at most 6 decimals, e.g. '0.025' pays 2.5% of each invested amount`,
  };
  const basis: SchemaObject = {
    type: 'string',
    enum: [...DISTRIBUTION_BASES],
    description: "Weights: 'invested' amount, current 'value', or 'equal'",
  };
  return {
    ...schema,
    properties: {
      ...schema.properties,
      mode: { type: 'string', enum: [...DISTRIBUTION_MODES] },
      basis,
      // Each mode's own field is declared in its branch; the other mode's is ignored.
      totalAmount: {},
      ratePerUnit: {},
      excludedInvestorIds: {
        ...orNull({ type: 'array', items: ID, maxItems: MAX_CHOSEN_INVESTORS }),
        description: 'Holders left out (listed with amount 0); null: none',
      },
      overrides: {
        ...orNull({
          type: 'array',
          maxItems: MAX_CHOSEN_INVESTORS,
          items: {
            type: 'object',
            properties: { investorId: ID, amount: MONEY },
            required: ['investorId', 'amount'],
            additionalProperties: false,
          },
        }),
        description:
          'Fixed amounts; the rest is split among the other included holders. At most one per investor, and none for an excluded investor (400); null: none',
      },
    },
    required: [...new Set([...(schema.required ?? []).filter((name) => !TERM_FIELDS.includes(name)), 'mode', 'basis'])],
    oneOf: [
      { properties: { mode: { const: 'total' } as SchemaObject, totalAmount }, required: ['totalAmount'] },
      {
        properties: { mode: { const: 'per_unit' } as SchemaObject, basis: { const: 'invested' } as SchemaObject, ratePerUnit },
        required: ['ratePerUnit'],
      },
    ],
  };
};

/** POST /api/schemes/{schemeId}/distributions/preview. */
@DescribeBody(describeTerms)
export class DistributionTermsDto implements DistributionTerms {
  @IsIn(DISTRIBUTION_MODES, { message: MESSAGES.distributionModeInvalid })
  mode: DistributionMode;

  @ValidateIf((o: DistributionTermsDto) => o.mode === 'total')
  @Max(MAX_MONEY_AMOUNT, { message: MESSAGES.distributionTotalInvalid })
  @Min(1, { message: MESSAGES.distributionTotalInvalid })
  @IsInt({ message: MESSAGES.distributionTotalInvalid })
  @IsDefined({ message: MESSAGES.distributionTotalRequired })
  totalAmount?: number;

  @ValidateIf((o: DistributionTermsDto) => o.mode === 'per_unit')
  @RatePerUnit()
  @IsDefined({ message: MESSAGES.ratePerUnitRequired })
  ratePerUnit?: string;

  @BasisForMode()
  @IsIn(DISTRIBUTION_BASES, { message: MESSAGES.distributionBasisInvalid })
  basis: DistributionBasis;

  @IsOptional()
  @InvestorIdList()
  excludedInvestorIds?: string[] | null;

  @IsOptional()
  @OverrideList()
  overrides?: DistributionOverride[] | null;
}

/** POST /api/schemes/{schemeId}/distributions: the terms and what each payout says (as POST /api/payouts). */
@DescribeBody(describeTerms)
export class CreateDistributionDto extends DistributionTermsDto implements DistributionRequest {
  /** Omitted: today (UTC). Sent, a date from EARLIEST_DATE to LATEST_DATE; blank or null is a missing date. */
  @ValidateIf((o: CreateDistributionDto) => o.payoutDate !== undefined)
  @CalendarDate('Payout date')
  @RequiredString(MESSAGES.payoutDateRequired, 10)
  payoutDate?: string;

  @Trim()
  @RequiredString(MESSAGES.descriptionRequired, DISTRIBUTION_DESCRIPTION_MAX)
  description: string;

  /** Omitted or null: the enrollments' next payouts stay as they are. Sent, a date after the payout's. */
  @IsOptional()
  @AfterPayoutDate()
  @CalendarDate('Next payout date')
  nextPayoutDate?: string;

  /** Issue 20: tell each investor paid (a notice each, e-mailed by their preference for payouts); default true. */
  @NotifyInvestors()
  notify?: boolean | null;
}
