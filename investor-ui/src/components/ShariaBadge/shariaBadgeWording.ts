import type { TFunction } from 'i18next';

import { formatDate, type SchemeShariaStatusView } from '@fund/contracts';

import '../../i18n/sharia';

/**
 * The badge's words: "Sharia certified until Mar 12, 2027", "Certificate expires in 12 days",
 * "Certificate expired on Mar 1, 2026", "Not certified".
 */
export function shariaBadgeText(view: Pick<SchemeShariaStatusView, 'status' | 'validUntil' | 'daysLeft'>, t: TFunction<'sharia'>): string {
  switch (view.status) {
    case 'certified':
      return t('badge.certified', { date: formatDate(view.validUntil) });
    case 'expiring':
      return view.daysLeft === null
        ? t('badge.certified', { date: formatDate(view.validUntil) })
        : view.daysLeft <= 0
          ? t('badge.expiringToday')
          : t('badge.expiring', { count: view.daysLeft });
    case 'expired':
      return view.validUntil ? t('badge.expired', { date: formatDate(view.validUntil) }) : t('badge.expiredUndated');
    case 'none':
      return t('badge.none');
  }
}
