import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/opportunities: the title and the empty state; its data views come with the next part of issue 10. */
export function OpportunitiesPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('opportunities.title')} subtitle={t('opportunities.subtitle')} />
      <EmptyState
        icon={<ExploreOutlined />}
        title={t('opportunities.emptyTitle')}
        text={t('opportunities.emptyText')}
      />
    </>
  );
}
