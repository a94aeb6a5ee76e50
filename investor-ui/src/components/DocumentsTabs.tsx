import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const TABS = [
  { key: 'shared', to: '/investor/documents' },
  { key: 'statements', to: '/investor/statements' },
] as const;

/**
 * Documents' two pages as tabs under the page header (issue 23): what the fund shares
 * (/investor/documents) and the statements it issues (/investor/statements). Links, not ARIA tabs:
 * each is a page of its own with its own address.
 */
export function DocumentsTabs() {
  const { t } = useTranslation('feeds');
  return (
    <Box
      component="nav"
      aria-label={t('documentTabs.label')}
      sx={{
        display: 'flex',
        gap: { xs: 2, sm: 3 },
        mt: { xs: -1, sm: -2 },
        mb: 3,
        borderBlockEnd: 1,
        borderColor: 'divider',
        overflowX: 'auto',
      }}
    >
      {TABS.map(({ key, to }) => (
        <Link
          key={key}
          component={NavLink}
          to={to}
          end
          underline="none"
          sx={{
            flexShrink: 0,
            paddingBlock: 1.25,
            marginBlockEnd: '-1px',
            borderBlockEnd: '2px solid transparent',
            color: 'text.secondary',
            fontWeight: 600,
            '&:hover': { color: 'text.primary' },
            '&.active': { color: 'primary.main', borderBlockEndColor: 'primary.main' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
          }}
        >
          {t(`documentTabs.${key}`)}
        </Link>
      ))}
    </Box>
  );
}
