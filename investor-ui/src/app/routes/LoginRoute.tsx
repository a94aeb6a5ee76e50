import { useNavigate, useSearchParams } from 'react-router-dom';

import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { portalPath } from '../../lib/navigation';

/**
 * /login is public; once signed in, go to `?next=` when it is a portal path of this site (a notice's
 * link, issue 20), else hand over to the session gate at /. A signed-out visit to a portal path shows
 * the login in place, so the investor lands on that path too.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = portalPath(params.get('next'));
  return <LoginScreen onSignedIn={() => void navigate(next ?? '/', { replace: true })} />;
}
