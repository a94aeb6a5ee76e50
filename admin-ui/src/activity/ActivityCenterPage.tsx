import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Button, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useAuthenticated, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { PageHeader } from '../components/PageHeader';
import { DistributionForm } from '../distributions/DistributionForm';
import { ACTIVITY_TABS, type ActivityTab } from './activityForms';
import { AssetPerformanceForm } from './AssetPerformanceForm';
import { EnrollInvestorDialog } from './EnrollInvestorDialog';
import { PayoutForm } from './PayoutForm';
import { PostActivityForm } from './PostActivityForm';

const isTab = (value: string | null): value is ActivityTab => (ACTIVITY_TABS as readonly (string | null)[]).includes(value);

const TabForm = ({ tab }: { tab: ActivityTab }) => {
  switch (tab) {
    case 'payout':
      return <PayoutForm />;
    case 'asset_performance':
      return <AssetPerformanceForm />;
    case 'distribution':
      return <DistributionForm />;
    default:
      return <PostActivityForm key={tab} type={tab} />;
  }
};

/**
 * The Activity Center (/admin/activity, spec/001 §2): five tabs, each with its own form, and the
 * Enroll Investor dialog. The open tab is in the address (?tab=payout).
 */
export const ActivityCenterPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ActivityTab = isTab(requested) ? requested : 'update';
  const [enrolling, setEnrolling] = useState(false);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title="app.activity.title"
        subtitle={translate('app.activity.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setEnrolling(true)}>
            {translate('app.activity.enroll.open')}
          </Button>
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: ActivityTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('app.activity.tabs_label')}
          sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingInline: 1 }}
        >
          {ACTIVITY_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={translate(`app.activity.tabs.${value}`)}
              id={`activity-tab-${value}`}
              aria-controls="activity-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="activity-panel" aria-labelledby={`activity-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <TabForm tab={tab} />
        </Box>
      </Card>
      <EnrollInvestorDialog open={enrolling} onClose={() => setEnrolling(false)} />
    </Box>
  );
};
