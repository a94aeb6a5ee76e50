import { formatDate, type SchemeShariaStatusView } from '@fund/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A scheme's Sharia status in words: 'Certified until Mar 12, 2027', 'Expires in 12 days', 'Expired on …', 'Not certified'. */
export const shariaStatusLabel = ({ status, validUntil, daysLeft }: SchemeShariaStatusView, translate: Translate): string => {
  switch (status) {
    case 'certified':
      return translate('app.sharia.status.certified', { date: formatDate(validUntil) });
    case 'expiring':
      return daysLeft !== null && daysLeft <= 0
        ? translate('app.sharia.status.expires_today')
        : translate('app.sharia.status.expiring', { smart_count: daysLeft ?? 0 });
    case 'expired':
      return validUntil
        ? translate('app.sharia.status.expired_on', { date: formatDate(validUntil) })
        : translate('app.sharia.status.expired');
    case 'none':
      return translate('app.sharia.status.none');
  }
};
