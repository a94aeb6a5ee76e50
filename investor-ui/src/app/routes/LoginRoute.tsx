import { useNavigate } from 'react-router-dom';

import { LoginScreen } from '../../features/auth/components/LoginScreen';

/** /login is public; once signed in, hand over to the session gate at /. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginScreen onSignedIn={() => navigate('/', { replace: true })} />;
}
