import { FeedPage } from './FeedPage';

/** spec/000 §2 /investor/updates. */
export function UpdatesPage() {
  return <FeedPage kind="updates" />;
}
