import { MESSAGES, PROPERTY_TYPES } from '@fund/contracts';
import { IsIn, ValidateIf } from 'class-validator';

import { RequiredString, Trim } from '../../../common/validation/decorators.js';
import { OptionalPercent, OptionalWholeAmount, WholeAmount } from './asset-fields.js';

type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * POST /api/admin/assets and PUT /api/admin/assets/:id (spec/001 §3 "assets", §5 asset form). The
 * required fields are required on both; type defaults to 'Real Estate' on create. On PUT an omitted
 * optional field keeps its value and null or '' clears it, so an edit form that sends only the
 * required fields never wipes the figures a performance update wrote.
 */
export class AssetDto {
  @Trim() @RequiredString(MESSAGES.assetNameRequired, 200) name: string;

  @ValidateIf((o: AssetDto) => o.type !== undefined)
  @Trim()
  @RequiredString(MESSAGES.assetTypeRequired, 100)
  type?: string;

  @WholeAmount(MESSAGES.assetPurchaseValueInvalid) purchaseValue: number;

  @Trim() @RequiredString(MESSAGES.assetAddressRequired, 500) address: string;

  @IsIn(PROPERTY_TYPES, { message: MESSAGES.assetPropertyTypeInvalid }) propertyType: PropertyType;

  @ValidateIf((o: AssetDto) => o.currentValue !== undefined)
  @OptionalWholeAmount(MESSAGES.assetCurrentValueInvalid)
  currentValue?: number | null;

  @ValidateIf((o: AssetDto) => o.occupancyRate !== undefined)
  @OptionalPercent(MESSAGES.assetOccupancyRateInvalid)
  occupancyRate?: string | null;

  @ValidateIf((o: AssetDto) => o.grossYield !== undefined)
  @OptionalPercent(MESSAGES.assetGrossYieldInvalid)
  grossYield?: string | null;

  @ValidateIf((o: AssetDto) => o.operatingCosts !== undefined)
  @OptionalWholeAmount(MESSAGES.assetOperatingCostsInvalid)
  operatingCosts?: number | null;
}
