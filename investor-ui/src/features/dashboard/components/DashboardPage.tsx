import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor: the title and the empty state; its data views come with the next part of issue 10. */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <EmptyState
        icon={<SpaceDashboardOutlined />}
        title={t('dashboard.emptyTitle')}
        text={t('dashboard.emptyText')}
        action={
          <Button component={RouterLink} to="/investor/opportunities" variant="contained">
            {t('dashboard.emptyAction')}
          </Button>
        }
      />
    </>
  );
}
