import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { useGetList, useTranslate } from 'react-admin';

import { DASHBOARD_PENDING_EXPRESSIONS, formatDate, type ExpressionView } from '@fund/contracts';

import { PendingListCard } from './PendingList';

/** spec/001 §2, §9: the Pending Expression of Interest card, at most 5 items, linking to /admin/expressions. */
export const PendingExpressionsCard = () => {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch } = useGetList<ExpressionView>(
    'expressions',
    {
      filter: { status: 'pending' },
      pagination: { page: 1, perPage: DASHBOARD_PENDING_EXPRESSIONS },
      sort: { field: 'submittedAt', order: 'DESC' },
    },
    { staleTime: 0 },
  );
  return (
    <PendingListCard
      title="app.dashboard.pending_expressions.title"
      subheader={total !== undefined && !error ? translate('app.dashboard.pending_expressions.count', { smart_count: total }) : undefined}
      items={data?.slice(0, DASHBOARD_PENDING_EXPRESSIONS).map((expression) => ({
        id: String(expression.id),
        primary: expression.investorName,
        secondary: `${expression.schemeName} · ${formatDate(expression.submittedAt, true)}`,
      }))}
      loading={isPending}
      error={error}
      errorTitle="app.dashboard.pending_expressions.fetch_failed"
      onRetry={() => void refetch()}
      emptyIcon={<ThumbUpAltOutlinedIcon />}
      emptyText="app.dashboard.pending_expressions.empty"
      to="/expressions"
      linkLabel="app.dashboard.pending_expressions.link"
      rows={3}
    />
  );
};
