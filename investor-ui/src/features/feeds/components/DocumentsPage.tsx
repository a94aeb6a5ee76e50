import { DocumentsTabs } from '../../../components/DocumentsTabs';
import { FeedPage } from './FeedPage';

/** spec/000 §2 /investor/documents; its Statements tab is /investor/statements (issue 23). */
export function DocumentsPage() {
  return <FeedPage kind="documents" tabs={<DocumentsTabs />} />;
}
