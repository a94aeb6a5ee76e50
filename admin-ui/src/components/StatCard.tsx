import { Link, useTranslate } from 'react-admin';

import { StatCard as KitStatCard, type StatCardProps as KitStatCardProps } from '@fund/ui';

export interface StatCardProps extends Omit<KitStatCardProps, 'label' | 'layout' | 'linkComponent' | 'valueColor'> {
  /** Catalog key (or text) of the figure's name, e.g. 'app.dashboard.stats.total_aum'. */
  label: string;
}

/**
 * @fund/ui's StatCard in the back office's compact form (five in a row), its label from the catalog
 * and `to` a path inside /admin.
 *
 * @example <StatCard label="app.dashboard.stats.total_aum" value={formatMoney(stats.totalAum)} icon={<SavingsOutlined />} />
 */
export const StatCard = ({ label, ...props }: StatCardProps) => {
  const translate = useTranslate();
  return <KitStatCard {...props} layout="compact" linkComponent={Link} label={translate(label, { _: label })} />;
};
