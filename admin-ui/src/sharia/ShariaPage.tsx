import { Box, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useAuthenticated, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { PageHeader } from '../components/PageHeader';
import { BoardTab } from './BoardTab';
import { CertificatesTab } from './CertificatesTab';
import { PurificationTab } from './PurificationTab';
import { ReportsTab } from './ReportsTab';
import { ZakatTab } from './ZakatTab';

export const SHARIA_TABS = ['certificates', 'board', 'reports', 'purification', 'zakat'] as const;
export type ShariaTab = (typeof SHARIA_TABS)[number];

const isTab = (value: string | null): value is ShariaTab => SHARIA_TABS.includes(value as ShariaTab);

/**
 * Sharia governance (/admin/sharia, issue 24): certificates per scheme with the expiry gate, the
 * supervisory board, annual reports, purification shares and totals, zakat and the fund's settings.
 * The open tab is in the address (?tab=board), so a link or a reload opens it again.
 */
export const ShariaPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ShariaTab = isTab(asked) ? asked : 'certificates';
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title="app.sharia.title" subtitle={translate('app.sharia.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: ShariaTab) => setParams(value === 'certificates' ? {} : { tab: value }, { replace: true })}
        aria-label={translate('app.sharia.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
      >
        {SHARIA_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${panelId}-tab-${value}`}
            aria-controls={panelId}
            label={translate(`app.sharia.tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
        {tab === 'certificates' && <CertificatesTab />}
        {tab === 'board' && <BoardTab />}
        {tab === 'reports' && <ReportsTab />}
        {tab === 'purification' && <PurificationTab />}
        {tab === 'zakat' && <ZakatTab />}
      </Box>
    </Box>
  );
};
