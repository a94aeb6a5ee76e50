import { MESSAGES } from '@fund/contracts';
import { ValidateIf } from 'class-validator';

import { RequiredId, RequiredString, Trim } from '../../../common/validation/decorators.js';
import { NotifyInvestors } from '../../activities/dto/notify.js';
import { OptionalPercent, OptionalSignedWhole, OptionalWholeAmount } from './asset-fields.js';

/** POST /api/admin/asset-performance-update (spec/001 §3 "Asset performance", §5 messages). */
export class AssetPerformanceDto {
  @RequiredId('Asset', MESSAGES.assetRequired)
  assetId: string;

  @Trim() @RequiredString(MESSAGES.notesRequired, 10_000) notes: string;

  /** Omitted or null: the asset's value stays as it is. */
  @ValidateIf((o: AssetPerformanceDto) => o.currentValue !== undefined)
  @OptionalWholeAmount(MESSAGES.assetCurrentValueInvalid)
  currentValue?: number | null;

  @ValidateIf((o: AssetPerformanceDto) => o.occupancyRate !== undefined)
  @OptionalPercent(MESSAGES.assetOccupancyRateInvalid)
  occupancyRate?: string | null;

  @ValidateIf((o: AssetPerformanceDto) => o.grossYield !== undefined)
  @OptionalPercent(MESSAGES.assetGrossYieldInvalid)
  grossYield?: string | null;

  /** GBP whole units, negative for a loss; carried on each investor's activity. */
  @ValidateIf((o: AssetPerformanceDto) => o.netProfits !== undefined)
  @OptionalSignedWhole(MESSAGES.assetNetProfitsInvalid)
  netProfits?: number | null;

  /** Issue 20: tell each allocated investor (a notice each, e-mailed by their preference); default true. */
  @NotifyInvestors()
  notify?: boolean | null;
}
