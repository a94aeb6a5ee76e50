import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** spec/000 §2 route /investor/investments: the title and the empty state; its data views come with the next part of issue 10. */
export function InvestmentsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('investments.title')} subtitle={t('investments.subtitle')} />
      <EmptyState
        icon={<AccountBalanceWalletOutlined />}
        title={t('investments.emptyTitle')}
        text={t('investments.emptyText')}
        action={
          <Button component={RouterLink} to="/investor/opportunities" variant="contained">
            {t('investments.emptyAction')}
          </Button>
        }
      />
    </>
  );
}
