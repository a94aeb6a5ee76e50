import type { CapitalReturnMethod, PayoutFrequency, ProductType, SchemeReturnType, SchemeStatus } from '@fund/contracts';

import {
  CapitalReturnMethodField,
  CountryField,
  DescriptionField,
  IfPresent,
  LiquidityField,
  MinimumInvestmentField,
  NameField,
  PayoutFrequencyField,
  ProductIdField,
  ReturnTypeField,
  RoiField,
  StatusField,
  TermField,
  VideoUrlField,
} from './scheme-fields.js';

/**
 * POST /api/schemes. The form requires every field, but spec/001 §4 gives defaults for status,
 * minimumInvestment, returnType, payoutFrequency and capitalReturnMethod: those may be omitted (the
 * default applies); sent, they must be valid, so '' or null is refused. The other texts are required.
 */
export class CreateSchemeDto {
  @ProductIdField() productId: ProductType;
  @NameField() name: string;
  @DescriptionField() description: string;
  @CountryField() country: string;
  @TermField() term: string;
  @RoiField() roiPerAnnum: string;
  @LiquidityField() liquidity: string;
  @IfPresent() @StatusField() status?: SchemeStatus;
  @IfPresent() @MinimumInvestmentField() minimumInvestment?: number;
  @IfPresent() @ReturnTypeField() returnType?: SchemeReturnType;
  @IfPresent() @PayoutFrequencyField() payoutFrequency?: PayoutFrequency;
  @IfPresent() @CapitalReturnMethodField() capitalReturnMethod?: CapitalReturnMethod;
  @IfPresent() @VideoUrlField() videoUrl?: string | null;
}

/** PATCH /api/schemes/:id: any subset of the same fields and rules; omitted fields stay unchanged. */
export class UpdateSchemeDto {
  @IfPresent() @ProductIdField() productId?: ProductType;
  @IfPresent() @NameField() name?: string;
  @IfPresent() @DescriptionField() description?: string;
  @IfPresent() @CountryField() country?: string;
  @IfPresent() @TermField() term?: string;
  @IfPresent() @RoiField() roiPerAnnum?: string;
  @IfPresent() @LiquidityField() liquidity?: string;
  @IfPresent() @StatusField() status?: SchemeStatus;
  @IfPresent() @MinimumInvestmentField() minimumInvestment?: number;
  @IfPresent() @ReturnTypeField() returnType?: SchemeReturnType;
  @IfPresent() @PayoutFrequencyField() payoutFrequency?: PayoutFrequency;
  @IfPresent() @CapitalReturnMethodField() capitalReturnMethod?: CapitalReturnMethod;
  @IfPresent() @VideoUrlField() videoUrl?: string | null;
}
