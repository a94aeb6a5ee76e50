import {
  DOCUMENT_CATEGORIES,
  MAX_CHOSEN_INVESTORS,
  MAX_MONEY_AMOUNT,
  MESSAGES,
  TRANSACTION_CATEGORIES,
  UPDATE_CATEGORIES,
  type ActivityCategory,
} from '@fund/contracts';
import { Transform } from 'class-transformer';
import type { SchemaObject } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

import { DescribeBody } from '../../../common/openapi/describe-body.js';
import { FileSizeHint, FileTypeHint, isHttpUrl, RequiredId, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { NotifyInvestors } from './notify.js';

/** Types an admin posts here; asset_performance_update has its own route. */
export const POSTED_ACTIVITY_TYPES = ['update', 'transaction', 'document'] as const;
export type PostedActivityType = (typeof POSTED_ACTIVITY_TYPES)[number];

export const CATEGORIES_BY_TYPE: Record<PostedActivityType, readonly string[]> = {
  update: UPDATE_CATEGORIES,
  transaction: TRANSACTION_CATEGORIES,
  document: DOCUMENT_CATEGORIES,
};

const TITLE_MAX = 200;
const CONTENT_MAX = 10_000;
const URL_MAX = 2048;

const typeOf = (args: ValidationArguments) => (args.object as ActivityFieldsDto).type;

/** The category list of the activity's type (spec/001 §3 "Categories", both readings). */
const CategoryForType = () =>
  ValidateBy({
    name: 'categoryForType',
    validator: {
      validate: (value: unknown, args) => {
        const categories = CATEGORIES_BY_TYPE[typeOf(args!)] as readonly unknown[] | undefined;
        return categories === undefined || categories.includes(value);
      },
      defaultMessage: (args) => `Category must be one of: ${(CATEGORIES_BY_TYPE[typeOf(args!)] ?? []).join(', ')}`,
    },
  });

/** 'Content is required'; the document form says 'Description is required' (spec/001 §5). */
const contentMessage = (args: ValidationArguments) => {
  if (typeof args.value === 'string' && args.value.length > CONTENT_MAX) return `content must be at most ${CONTENT_MAX} characters`;
  return typeOf(args) === 'document' ? MESSAGES.descriptionRequired : MESSAGES.contentRequired;
};

/** Empty, or an absolute http(s) URL. */
const HttpUrlOrEmpty = () =>
  ValidateBy({
    name: 'httpUrlOrEmpty',
    constraints: [URL_MAX],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && [...value].length <= URL_MAX && (value === '' || isHttpUrl(value)),
      defaultMessage: () => MESSAGES.invalidUrl,
    },
  });

/** For the OpenAPI document: each type's own fields and categories, one branch per type; another type's fields are ignored. */
const describeActivityFields = (schema: SchemaObject): SchemaObject => {
  const { amount, url, documentUrl, documentName, documentType, documentSize, ...common } = schema.properties as Record<
    string,
    SchemaObject
  >;
  const branch = (type: PostedActivityType, own: Record<string, SchemaObject>, required: string[]): SchemaObject => ({
    properties: { type: { const: type } as SchemaObject, category: { type: 'string', enum: [...CATEGORIES_BY_TYPE[type]] }, ...own },
    required,
  });
  const ownFields = ['amount', 'url', 'documentUrl', 'documentName', 'documentType', 'documentSize'];
  return {
    ...schema,
    properties: { ...common, ...Object.fromEntries(ownFields.map((name) => [name, {}])) },
    required: (schema.required ?? []).filter((name) => !ownFields.includes(name)),
    oneOf: [
      branch('update', { url }, []),
      branch('transaction', { amount }, ['amount']),
      branch('document', { documentUrl, documentName, documentType, documentSize }, ['documentUrl']),
    ],
    discriminator: { propertyName: 'type' },
  };
};

/**
 * spec/001 §3 "Activity payload" with the §5 messages, without its recipients: the fields of one
 * posting, whoever receives it. Each type's own field: url (update, optional), amount (transaction,
 * required), documentUrl and the document info (document: documentUrl required, documentName,
 * documentType and documentSize optional); other types leave them unset. CreateActivityDto adds one
 * investor and scheme, PostToSchemeDto (a scheme's holders) the chosen investors.
 */
@DescribeBody(describeActivityFields)
export class ActivityFieldsDto {
  @IsIn(POSTED_ACTIVITY_TYPES, { message: `Type must be one of: ${POSTED_ACTIVITY_TYPES.join(', ')}` })
  type: PostedActivityType;

  @Trim()
  @CategoryForType()
  @RequiredString(MESSAGES.categoryRequired, 100)
  category: ActivityCategory;

  @Trim()
  @RequiredString(MESSAGES.titleRequired, TITLE_MAX)
  title: string;

  @Trim()
  @RequiredString(MESSAGES.contentRequired, CONTENT_MAX, { message: contentMessage })
  content: string;

  @ValidateIf((o: ActivityFieldsDto) => o.type === 'transaction')
  @Max(MAX_MONEY_AMOUNT, { message: 'Amount is too large' })
  @Min(1, { message: 'Amount must be a whole number of at least 1' })
  @IsInt({ message: 'Amount must be a whole number of at least 1' })
  @IsDefined({ message: MESSAGES.amountRequired })
  amount?: number;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((o: ActivityFieldsDto) => o.type === 'update' && o.url !== undefined && o.url !== null)
  @HttpUrlOrEmpty()
  url?: string | null;

  /** The object path (or upload URL) of an uploaded activity document or a saved scheme document. */
  @Trim()
  @ValidateIf((o: ActivityFieldsDto) => o.type === 'document')
  @RequiredString(MESSAGES.documentRequired, URL_MAX)
  documentUrl?: string;

  /**
   * The document info of spec/001 §3, as on scheme documents (name, type, size) under names that do not
   * collide with the activity's own `type`. The name is kept as sent; type and size are hints, the
   * stored ones are read from the file.
   */
  @Trim()
  @ValidateIf((o: ActivityFieldsDto) => o.type === 'document')
  @IsOptional()
  @RequiredString(MESSAGES.schemeDocumentNameRequired, 255)
  documentName?: string;

  @ValidateIf((o: ActivityFieldsDto) => o.type === 'document')
  @FileTypeHint()
  documentType?: string;

  @ValidateIf((o: ActivityFieldsDto) => o.type === 'document')
  @FileSizeHint()
  documentSize?: number | string;

  /** Issue 20: tell the investors (a notice each, e-mailed by their preference); default true. */
  @NotifyInvestors()
  notify?: boolean | null;
}

/** POST /api/activities: one investor enrolled in the scheme. */
export class CreateActivityDto extends ActivityFieldsDto {
  @RequiredId('Investor', MESSAGES.investorRequired)
  investorId: string;

  @RequiredId('Scheme', MESSAGES.schemeRequired)
  schemeId: string;
}

/**
 * POST /api/schemes/{schemeId}/activities (issue 19 item 4): the posting's fields, and optionally the
 * chosen investors (each enrolled in the scheme); left out, every investor enrolled in it. An id named
 * twice (in any letter case) receives one activity.
 */
@DescribeBody((schema) => {
  const described = describeActivityFields(schema);
  // Each id's rule (its pattern) inside the list's items, where the document's validators read it.
  const properties = described.properties as Record<string, SchemaObject>;
  const { 'x-pattern-isUuid': pattern, ...item } = properties.investorIds.items as Record<string, unknown>;
  properties.investorIds = { ...properties.investorIds, items: { ...item, pattern } as SchemaObject };
  return described;
})
export class PostToSchemeDto extends ActivityFieldsDto {
  @ArrayMaxSize(MAX_CHOSEN_INVESTORS, { message: `investorIds must name at most ${MAX_CHOSEN_INVESTORS} investors` })
  @ArrayMinSize(1, { message: MESSAGES.chooseInvestors })
  @IsUUID('all', { each: true, message: 'Each investor must be a valid id' })
  @IsArray({ message: 'investorIds must be a list of investor ids' })
  @IsOptional()
  investorIds?: string[];
}
