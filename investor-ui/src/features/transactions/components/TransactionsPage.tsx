import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/transactions: the title and the empty state; its data views come with the next part of issue 10. */
export function TransactionsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('transactions.title')} subtitle={t('transactions.subtitle')} />
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title={t('transactions.emptyTitle')}
        text={t('transactions.emptyText')}
      />
    </>
  );
}
