import { FeedPage } from './FeedPage';

/** spec/000 §2 /investor/transactions. */
export function TransactionsPage() {
  return <FeedPage kind="transactions" />;
}
