import AccountCircleIcon from '@mui/icons-material/AccountCircle';
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
import SummarizeIcon from '@mui/icons-material/Summarize';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { ReactElement } from 'react';

import { OpenTicketsBadge } from '../tickets/OpenTicketsBadge';

export interface MenuEntry {
  /** Catalog key of the entry's text. */
  label: string;
  /** Path inside the /admin router. */
  to: string;
  icon: ReactElement;
  /** Shown after the entry's text (a count). */
  badge?: ReactElement;
}

export interface MenuGroup {
  /** Catalog key of the group's heading (or, for the footer, of its accessible name only). */
  heading: string;
  /** The Footer group is a position at the bottom of the sidebar: it shows no heading. */
  showHeading: boolean;
  entries: MenuEntry[];
}

/**
 * The sidebar of spec/001 §2, in its order. Logout and the version label close the Footer group
 * (see Menu). Support Tickets joins the Activity centre with its open count (issue 21 item 7; the
 * spec had kept /admin/tickets out of the sidebar, reached only from the dashboard and an investor).
 */
export const MENU_GROUPS: MenuGroup[] = [
  {
    heading: 'app.menu.groups.main',
    showHeading: true,
    entries: [
      { label: 'app.menu.dashboard', to: '/', icon: <DashboardIcon /> },
      { label: 'app.menu.products', to: '/products', icon: <CategoryIcon /> },
      // Issue 24: the schemes' certificates, the board, purification and zakat, beside the schemes.
      { label: 'app.menu.sharia', to: '/sharia', icon: <VerifiedUserOutlinedIcon /> },
      { label: 'app.menu.investors', to: '/investors', icon: <PeopleIcon /> },
      { label: 'app.menu.active_investors', to: '/active-investors', icon: <HowToRegIcon /> },
    ],
  },
  {
    heading: 'app.menu.groups.onboarding',
    showHeading: true,
    entries: [
      { label: 'app.menu.kyc', to: '/kyc', icon: <BadgeIcon /> },
      { label: 'app.menu.expressions', to: '/expressions', icon: <ThumbUpAltIcon /> },
    ],
  },
  {
    heading: 'app.menu.groups.activity',
    showHeading: true,
    entries: [
      { label: 'app.menu.activity', to: '/activity', icon: <PostAddIcon /> },
      // Issue 23: statements for a period, beside the payouts and distributions posted from the Activity Center.
      { label: 'app.menu.statements', to: '/statements', icon: <SummarizeIcon /> },
      { label: 'app.menu.assets', to: '/assets', icon: <ApartmentIcon /> },
      { label: 'app.menu.asset_allocations', to: '/asset-allocations', icon: <AccountTreeIcon /> },
      { label: 'app.menu.marketing', to: '/marketing', icon: <CampaignIcon /> },
      { label: 'app.tickets.title', to: '/tickets', icon: <SupportAgentIcon />, badge: <OpenTicketsBadge /> },
    ],
  },
  {
    heading: 'app.menu.groups.footer',
    showHeading: false,
    entries: [
      { label: 'app.menu.users', to: '/users', icon: <ManageAccountsIcon /> },
      { label: 'app.menu.password_resets', to: '/password-resets', icon: <LockResetIcon /> },
      { label: 'app.menu.settings', to: '/settings', icon: <SettingsIcon /> },
      { label: 'app.menu.audit_logs', to: '/audit-logs', icon: <ReceiptLongIcon /> },
      // Issue 25: the admin's own sign-in (where they are signed in, their second factors).
      { label: 'app.account.menu', to: '/account', icon: <AccountCircleIcon /> },
    ],
  },
];
