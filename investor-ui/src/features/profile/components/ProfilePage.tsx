import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { useMe } from '../../../lib/session';
import { useProfile } from '../api/profile';
import { BankForm } from './BankForm';
import { NextOfKinForm } from './NextOfKinForm';
import { PersonalForm } from './PersonalForm';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SecurityForm } from './SecurityForm';

/** spec/000 §2: the tabs personal, bank, next-of-kin and security; `?tab=` keeps the choice in the address. */
export const PROFILE_TABS = ['personal', 'bank', 'next-of-kin', 'security'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];
const TAB_LABELS = { personal: 'tabs.personal', bank: 'tabs.bank', 'next-of-kin': 'tabs.nextOfKin', security: 'tabs.security' } as const;

const isTab = (value: string | null): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab);

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <Skeleton variant="rounded" height={144} sx={{ mb: 3, borderRadius: 3.5 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={360} sx={{ borderRadius: 3.5 }} />
    </Box>
  );
}

/**
 * spec/000 §2 /investor/profile: Profile Settings, or 'Profile Not Found' when none loads. `after` is
 * what other features add below the tabs (the notifications section), `security` what they add to the
 * Security tab (where you're signed in): the app composes them
 * (app/routes/ProfileRoute.tsx), so features do not import each other.
 */
export function ProfilePage({ after, security }: { after?: ReactNode; security?: ReactNode }) {
  const { t } = useTranslation('profile');
  const me = useMe();
  const userId = me.data?.id;
  const profile = useProfile(userId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'personal';

  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;

  if (me.isError || (me.isSuccess && !userId)) {
    return (
      <>
        {header}
        <Alert severity="error">{t('toasts.notAuthenticated')}</Alert>
      </>
    );
  }
  if (!userId || profile.isPending) {
    return (
      <>
        {header}
        <ProfileSkeleton />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {header}
        <EmptyState
          icon={<ManageAccountsOutlined />}
          title={t('notFoundTitle')}
          text={isApiError(profile.error, 404) ? t('notFoundText') : t('loadFailedText')}
          action={
            isApiError(profile.error, 404) ? undefined : (
              <Button variant="outlined" onClick={() => void profile.refetch()}>
                {t('tryAgain', { ns: 'common' })}
              </Button>
            )
          }
        />
      </>
    );
  }

  const data = profile.data;
  const panels: Record<ProfileTab, ReactElement> = {
    personal: <PersonalForm userId={userId} profile={data} />,
    bank: <BankForm userId={userId} profile={data} />,
    'next-of-kin': <NextOfKinForm userId={userId} profile={data} />,
    security: (
      <>
        <SecurityForm userId={userId} />
        {security}
      </>
    ),
  };

  return (
    <>
      {header}
      <ProfileSummaryCard userId={userId} profile={data} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setParams(next === 'personal' ? {} : { tab: next }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', paddingInline: { xs: 0, sm: 1 } }}
        >
          {PROFILE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(TAB_LABELS[key])}
              id={`profile-tab-${key}`}
              aria-controls={`profile-panel-${key}`}
              sx={{ minHeight: 52, textTransform: 'none', fontWeight: 600, fontSize: '0.95rem' }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {/* Keyed by tab: leaving a tab drops its unsaved edits, as a new visit would. */}
          <Box key={tab}>{panels[tab]}</Box>
        </Box>
      </Card>
      {after}
    </>
  );
}
