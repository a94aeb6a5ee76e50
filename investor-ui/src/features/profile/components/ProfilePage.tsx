import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/profile: the title and the empty state; its data views come with the next part of issue 10. */
export function ProfilePage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <EmptyState
        icon={<ManageAccountsOutlined />}
        title={t('profile.emptyTitle')}
        text={t('profile.emptyText')}
      />
    </>
  );
}
