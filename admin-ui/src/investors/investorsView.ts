import { useCallback, useState } from 'react';

/** Cards (the spec's view) or the dense table (issue 21 item 6). */
export type InvestorsView = 'cards' | 'table';

/** A preference of the device, not of the session: kept in localStorage (a view flag, nothing else), so signing out keeps it. */
export const INVESTORS_VIEW_KEY = 'fund.admin.investorsView';

const read = (): InvestorsView => {
  try {
    return window.localStorage.getItem(INVESTORS_VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    // Private browsing may deny localStorage: the choice then lasts for the page's life.
    return 'cards';
  }
};

/** The view both investor pages show, remembered across visits. */
export const useInvestorsView = (): [InvestorsView, (view: InvestorsView) => void] => {
  const [view, setView] = useState<InvestorsView>(read);
  const choose = useCallback((next: InvestorsView) => {
    setView(next);
    try {
      window.localStorage.setItem(INVESTORS_VIEW_KEY, next);
    } catch {
      // see read
    }
  }, []);
  return [view, choose];
};
