import { FeedPage } from './FeedPage';

/** spec/000 §2 /investor/documents. */
export function DocumentsPage() {
  return <FeedPage kind="documents" />;
}
