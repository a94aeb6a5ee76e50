/**
 * Which way a transaction activity's money goes, as the investor sees it: 'in' when the investor receives
 * it (Payout, Exit), 'out' when the investor pays it (Contribution, the money invested, and Service Fee);
 * null when the category does not say (Payout Adjustment, none). The portal's feed and the back office's
 * investor details sign amounts by it: + in, - out.
 */
export function transactionDirection(category: string | null): 'in' | 'out' | null {
  if (category === 'Payout' || category === 'Exit') return 'in';
  if (category === 'Contribution' || category === 'Service Fee') return 'out';
  return null;
}
