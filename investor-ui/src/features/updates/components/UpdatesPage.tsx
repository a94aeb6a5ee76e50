import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/updates: the title and the empty state; its data views come with the next part of issue 10. */
export function UpdatesPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('updates.title')} subtitle={t('updates.subtitle')} />
      <EmptyState
        icon={<CampaignOutlined />}
        title={t('updates.emptyTitle')}
        text={t('updates.emptyText')}
      />
    </>
  );
}
