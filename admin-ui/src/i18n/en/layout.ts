/** The console shell: sidebar groups and entries (spec/001 §2), sidebar header, top bar. */
export const layout = {
  menu: {
    label: 'Admin sections',
    groups: {
      main: 'Main',
      onboarding: 'Onboarding',
      activity: 'Activity centre',
      // The Footer group is a position at the bottom of the sidebar, not a heading the user reads;
      // this is only its accessible name.
      footer: 'Administration',
    },
    dashboard: 'Dashboard',
    products: 'Products & Schemes',
    sharia: 'Sharia governance',
    investors: 'Investors',
    active_investors: 'Active Investors',
    kyc: 'KYC Management',
    expressions: 'Expression of Interest',
    activity: 'Post Activity',
    statements: 'Statements',
    assets: 'Assets',
    asset_allocations: 'Asset Allocation',
    marketing: 'Marketing Engine',
    users: 'User Management',
    password_resets: 'Password Resets',
    settings: 'Settings',
    audit_logs: 'Audit Logs',
    logout: 'Logout',
    version: 'v%{version}',
  },
  theme: {
    to_dark: 'Switch to dark theme',
    to_light: 'Switch to light theme',
  },
  app_bar: {
    signed_in_as: 'Signed in as %{name}',
  },
  document_title: '%{page} · Admin · %{product}',
};
