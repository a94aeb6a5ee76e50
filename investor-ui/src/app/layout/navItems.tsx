import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import MosqueOutlined from '@mui/icons-material/MosqueOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import type { ReactElement } from 'react';

export type NavKey =
  | 'dashboard'
  | 'investments'
  | 'assets'
  | 'opportunities'
  | 'transactions'
  | 'documents'
  | 'updates'
  | 'sharia'
  | 'zakat'
  | 'purification'
  | 'tickets';

/**
 * The seven sidebar links of spec/000 §2, in its order, the Sharia layer's three (issue 24), then
 * Support (issue 21 item 7). `also`: other
 * pages the link stands for (Documents' Statements tab, issue 23), where it shows as the current one.
 */
export const NAV_ITEMS: { key: NavKey; to: string; icon: ReactElement; also?: readonly string[] }[] = [
  { key: 'dashboard', to: '/investor', icon: <SpaceDashboardOutlined /> },
  { key: 'investments', to: '/investor/investments', icon: <AccountBalanceWalletOutlined /> },
  { key: 'assets', to: '/investor/assets', icon: <ApartmentOutlined /> },
  { key: 'opportunities', to: '/investor/opportunities', icon: <ExploreOutlined /> },
  { key: 'transactions', to: '/investor/transactions', icon: <ReceiptLongOutlined /> },
  { key: 'documents', to: '/investor/documents', icon: <DescriptionOutlined />, also: ['/investor/statements'] },
  { key: 'updates', to: '/investor/updates', icon: <CampaignOutlined /> },
  { key: 'sharia', to: '/investor/sharia', icon: <VerifiedUserOutlined /> },
  { key: 'zakat', to: '/investor/zakat', icon: <MosqueOutlined /> },
  { key: 'purification', to: '/investor/purification', icon: <VolunteerActivismOutlined /> },
  { key: 'tickets', to: '/investor/tickets', icon: <SupportAgentOutlined /> },
];
