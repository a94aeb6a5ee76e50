import { AppBar, LoadingIndicator } from 'react-admin';

/**
 * The page title and the loading indicator. The theme toggle lives in the sidebar header and
 * Logout in the sidebar footer (spec/001 §2), so the app bar carries neither.
 */
export const AdminAppBar = () => <AppBar toolbar={<LoadingIndicator />} userMenu={false} />;
