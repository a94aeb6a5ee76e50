import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { useTranslate } from 'react-admin';

import { formatMoney, type AdminStatsView } from '@fund/contracts';
import { CardGrid } from '@fund/ui';

import { StatCard } from '../components/StatCard';

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** The five stat cards of spec/001 §2, in its order. */
export const StatCards = ({ stats, loading }: { stats: AdminStatsView | undefined; loading: boolean }) => {
  const translate = useTranslate();
  return (
    <CardGrid columns={{ xs: 1, sm: 2, md: 3, lg: 5 }} aria-label={translate('app.dashboard.stats.label')}>
      <StatCard
        label="app.dashboard.stats.total_investors"
        value={count(stats?.totalInvestors)}
        hint={translate('app.dashboard.stats.total_investors_hint')}
        icon={<PeopleOutlineIcon />}
        loading={loading}
        to="/investors"
      />
      <StatCard
        label="app.dashboard.stats.active_schemes"
        value={count(stats?.activeSchemes)}
        hint={translate('app.dashboard.stats.active_schemes_hint')}
        icon={<CategoryOutlinedIcon />}
        tone="info"
        loading={loading}
        to="/products"
      />
      <StatCard
        label="app.dashboard.stats.pending_kyc"
        value={count(stats?.pendingKyc)}
        hint={translate('app.dashboard.stats.pending_kyc_hint')}
        icon={<BadgeOutlinedIcon />}
        tone="warning"
        loading={loading}
        to="/kyc"
      />
      <StatCard
        label="app.dashboard.stats.total_aum"
        value={formatMoney(stats?.totalAum)}
        hint={translate('app.dashboard.stats.total_aum_hint')}
        icon={<AccountBalanceWalletOutlinedIcon />}
        tone="success"
        loading={loading}
      />
      <StatCard
        label="app.dashboard.stats.total_payouts"
        value={formatMoney(stats?.totalPayouts)}
        hint={translate('app.dashboard.stats.total_payouts_hint')}
        icon={<PaymentsOutlinedIcon />}
        tone="secondary"
        loading={loading}
      />
    </CardGrid>
  );
};
