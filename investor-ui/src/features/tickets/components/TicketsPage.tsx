import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/tickets: the title and the empty state; its data views come with the next part of issue 10. */
export function TicketsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('tickets.title')} subtitle={t('tickets.subtitle')} />
      <EmptyState
        icon={<SupportAgentOutlined />}
        title={t('tickets.emptyTitle')}
        text={t('tickets.emptyText')}
      />
    </>
  );
}
