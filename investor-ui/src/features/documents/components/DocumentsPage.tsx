import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/documents: the title and the empty state; its data views come with the next part of issue 10. */
export function DocumentsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} />
      <EmptyState
        icon={<DescriptionOutlined />}
        title={t('documents.emptyTitle')}
        text={t('documents.emptyText')}
      />
    </>
  );
}
