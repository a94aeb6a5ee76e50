import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockResetIcon from '@mui/icons-material/LockReset';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import PostAddIcon from '@mui/icons-material/PostAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import type { ReactElement } from 'react';

export interface MenuEntry {
  label: string;
  /** Path inside the /admin router. */
  to: string;
  icon: ReactElement;
}

export interface MenuGroup {
  heading: string;
  entries: MenuEntry[];
}

/**
 * The sidebar of spec/001 §2, in its order. Logout and the version label close the Footer group
 * (see Menu). /admin/tickets is deliberately absent: the spec keeps it out of the sidebar.
 */
export const MENU_GROUPS: MenuGroup[] = [
  {
    heading: 'Main',
    entries: [
      { label: 'Dashboard', to: '/', icon: <DashboardIcon /> },
      { label: 'Products & Schemes', to: '/products', icon: <CategoryIcon /> },
      { label: 'Investors', to: '/investors', icon: <PeopleIcon /> },
      { label: 'Active Investors', to: '/active-investors', icon: <HowToRegIcon /> },
    ],
  },
  {
    heading: 'Onboarding',
    entries: [
      { label: 'KYC Management', to: '/kyc', icon: <BadgeIcon /> },
      { label: 'Expression of Interest', to: '/expressions', icon: <ThumbUpAltIcon /> },
    ],
  },
  {
    heading: 'Activity centre',
    entries: [
      { label: 'Post Activity', to: '/activity', icon: <PostAddIcon /> },
      { label: 'Assets', to: '/assets', icon: <ApartmentIcon /> },
      { label: 'Asset Allocation', to: '/asset-allocations', icon: <AccountTreeIcon /> },
      { label: 'Marketing Engine', to: '/marketing', icon: <CampaignIcon /> },
    ],
  },
  {
    heading: 'Footer',
    entries: [
      { label: 'User Management', to: '/users', icon: <ManageAccountsIcon /> },
      { label: 'Password Resets', to: '/password-resets', icon: <LockResetIcon /> },
      { label: 'Settings', to: '/settings', icon: <SettingsIcon /> },
      { label: 'Audit Logs', to: '/audit-logs', icon: <ReceiptLongIcon /> },
    ],
  },
];
