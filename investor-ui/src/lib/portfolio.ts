import { parsePercent, type InvestorAssetView } from '@fund/contracts';

// The portfolio formulas of spec/000 §9, in one tested module shared by the dashboard and the pages.

type AssetFigures = Pick<InvestorAssetView, 'purchaseValue' | 'currentValue' | 'grossYield'>;

/** One asset's change in value, (currentValue - purchaseValue) / purchaseValue x 100; null before a valuation. */
export function assetAppreciation({ purchaseValue, currentValue }: Pick<AssetFigures, 'purchaseValue' | 'currentValue'>): number | null {
  if (currentValue === null || !purchaseValue) return null;
  return round2(((currentValue - purchaseValue) / purchaseValue) * 100);
}

export interface AssetSummary {
  count: number;
  /** GBP whole units. */
  totalPurchaseValue: number;
  /** GBP; an asset not yet valued counts at its purchase value. */
  totalCurrentValue: number;
  /** Sum of (currentValue - purchaseValue) over the sum of purchaseValue, in percent (2 decimals), over valued assets; null when none is valued. */
  appreciation: number | null;
  /** The mean of the gross-yield percents of the assets that have one (2 decimals); null when none has. */
  averageGrossYield: number | null;
}

/** spec/000 §9 "Appreciation" and "Average gross yield" over the investor's assets. */
export function summarizeAssets(assets: readonly AssetFigures[]): AssetSummary {
  let gain = 0;
  let valuedCost = 0;
  let totalPurchaseValue = 0;
  let totalCurrentValue = 0;
  const yields: number[] = [];
  for (const asset of assets) {
    totalPurchaseValue += asset.purchaseValue;
    totalCurrentValue += asset.currentValue ?? asset.purchaseValue;
    if (asset.currentValue !== null) {
      gain += asset.currentValue - asset.purchaseValue;
      valuedCost += asset.purchaseValue;
    }
    const grossYield = parsePercent(asset.grossYield);
    if (grossYield !== null) yields.push(grossYield);
  }
  return {
    count: assets.length,
    totalPurchaseValue,
    totalCurrentValue,
    appreciation: valuedCost > 0 ? round2((gain / valuedCost) * 100) : null,
    averageGrossYield: yields.length > 0 ? round2(yields.reduce((sum, y) => sum + y, 0) / yields.length) : null,
  };
}

/** A rate that is not a change (a yield, an occupancy): '6.50%', no sign. */
export function formatRate(value: number): string {
  return `${value.toFixed(2)}%`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
