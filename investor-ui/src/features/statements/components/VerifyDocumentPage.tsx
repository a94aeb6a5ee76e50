import '../../../i18n/statements';

import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

import { normalizeVerificationCode } from '@fund/contracts';
import { ErrorState } from '@fund/ui';

import { AuthCard } from '../../../components/AuthCard';
import { ResultIcon } from '../../../components/ResultIcon';
import { getServerMessage, isApiError } from '../../../lib/apiClient';
import { useDocumentVerification } from '../api/verification';
import { CopyCheck } from './CopyCheck';
import { DocumentVerification } from './DocumentVerification';
import { VerificationCodeForm } from './VerificationCodeForm';

const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;

/** The code was not issued (404) or is not a code at all by the server's rule (400): a refusal, not a fault. */
function Refusal({ message, code, onCheck }: { message: string; code: string; onCheck: (code: string) => void }) {
  const { t } = useTranslation('statements');
  const headingId = useId();
  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-labelledby={headingId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box sx={{ flexShrink: 0 }}>
            <ResultIcon tone="error" icon={<GppBadOutlined />} />
          </Box>
          <Typography id={headingId} component="h2" variant="h3" sx={{ color: 'error.main' }}>
            {t('verify.refusedTitle')}
          </Typography>
        </Box>
        <Alert severity="error" variant="outlined">
          {message}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('verify.refusedText')}
        </Typography>
      </Box>
      {/* Keyed by the code: checking a corrected one starts the form afresh. */}
      <VerificationCodeForm key={code} initialCode={code} onCheck={onCheck} />
    </Stack>
  );
}

/**
 * /verify and /verify/:code (issue 23), public: the page a document's QR code and printed code lead
 * to. It says who issued the document the code names and what it is, with the SHA-256 of the issued
 * file, and checks a copy of the file in the browser; a code nothing was issued with is refused.
 */
export function VerifyDocumentPage() {
  const { t } = useTranslation(['statements', 'common']);
  const navigate = useNavigate();
  const { code: typed = '' } = useParams();
  const code = typed ? normalizeVerificationCode(typed) : null;
  const verification = useDocumentVerification(code);
  // The same code again (after a refusal, or a failure) is asked again; another one is a new address.
  const check = (next: string) => (next === code ? void verification.refetch() : void navigate(verifyPath(next)));

  // A code typed into the address in another form (lower case, no dashes) shows in its printed form.
  useEffect(() => {
    if (code && code !== typed) void navigate(verifyPath(code), { replace: true });
  }, [code, typed, navigate]);

  let body;
  if (code === null) {
    body = <VerificationCodeForm key={typed} initialCode={typed} initiallyInvalid={typed !== ''} onCheck={check} />;
  } else if (verification.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{t('verify.checking')}</Typography>
      </Box>
    );
  } else if (verification.isError) {
    body =
      isApiError(verification.error, 404) || isApiError(verification.error, 400) ? (
        <Refusal message={getServerMessage(verification.error, t('verify.unknown'))} code={code} onCheck={check} />
      ) : (
        <ErrorState
          message={getServerMessage(verification.error, t('verify.failed'))}
          retryLabel={t('common:tryAgain')}
          onRetry={() => void verification.refetch()}
        />
      );
  } else {
    body = (
      <Stack spacing={3}>
        <DocumentVerification view={verification.data} />
        <Divider />
        <CopyCheck key={verification.data.code} expected={verification.data.sha256} />
        <Button component={RouterLink} to="/verify" variant="text" sx={{ alignSelf: 'center' }}>
          {t('verify.another')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')} maxWidth={560}>
      {body}
    </AuthCard>
  );
}
