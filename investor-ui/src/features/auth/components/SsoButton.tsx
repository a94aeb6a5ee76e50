import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { isSsoError, SSO_ERROR_MESSAGES, type SsoView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

const ssoQueryKey = ['sso'] as const;

/**
 * Issue 25 item 4: under the password form, "or" and "Sign in with <name>" when the fund configured
 * single sign-on: a plain link to /api/sso/login (a full-page navigation to the identity provider).
 * A refused sign-on comes back as /login?sso=<code>: its words are shown here.
 */
export function SsoButton() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const sso = useQuery({
    queryKey: ssoQueryKey,
    queryFn: () => apiClient.get<SsoView>('/api/sso'),
    staleTime: Infinity,
    retry: false,
  });
  const code = params.get('sso');
  const error = isSsoError(code) ? SSO_ERROR_MESSAGES[code] : undefined;
  if (!error && !sso.data?.enabled) return null;

  return (
    <Stack spacing={2} sx={{ mt: 2.5 }}>
      {error && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('failedTitle')}</AlertTitle>
          {error}
        </Alert>
      )}
      {sso.data?.enabled && (
        <>
          <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('or')}</Divider>
          <Button component="a" href="/api/sso/login" variant="outlined" size="large" fullWidth>
            {t('signInWith', { name: sso.data.name })}
          </Button>
        </>
      )}
    </Stack>
  );
}
