import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/assets: the title and the empty state; its data views come with the next part of issue 10. */
export function AssetsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('assets.title')} subtitle={t('assets.subtitle')} />
      <EmptyState
        icon={<ApartmentOutlined />}
        title={t('assets.emptyTitle')}
        text={t('assets.emptyText')}
      />
    </>
  );
}
