import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { visuallyHidden } from '@fund/ui';

import { DropZone } from '../../../components/DropZone';
import { MONOSPACE } from '../monospace';
import { canHashFiles, sha256Hex } from '../sha256';

type Outcome =
  | { state: 'idle' }
  | { state: 'hashing'; name: string }
  | { state: 'match'; name: string }
  | { state: 'mismatch'; name: string; hash: string }
  | { state: 'unreadable' };

/**
 * "Check your copy": the reader chooses (or drops) the PDF they were given; its SHA-256 is computed
 * here and compared with the one the fund recorded. The file is never sent anywhere.
 */
export function CopyCheck({ expected }: { expected: string }) {
  const { t } = useTranslation('statements');
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const supported = canHashFiles();

  const check = async (file: File) => {
    // Only the last file chosen speaks: an earlier, larger one may finish after it.
    const run = ++latest.current;
    setOutcome({ state: 'hashing', name: file.name });
    try {
      const hash = await sha256Hex(file);
      if (run !== latest.current) return;
      setOutcome(hash === expected.toLowerCase() ? { state: 'match', name: file.name } : { state: 'mismatch', name: file.name, hash });
    } catch {
      if (run === latest.current) setOutcome({ state: 'unreadable' });
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3">
        {t('verify.copyTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('verify.copyText')}
      </Typography>
      {supported ? (
        <DropZone onFile={(file) => void check(file)} dense>
          {/* A real button opens the file input, so Enter and Space work like a click. */}
          <Button
            variant={outcome.state === 'idle' ? 'contained' : 'outlined'}
            startIcon={<CloudUploadOutlined />}
            onClick={() => input.current?.click()}
            loading={outcome.state === 'hashing'}
            loadingPosition="start"
          >
            {outcome.state === 'idle' ? t('verify.choose') : t('verify.chooseAnother')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('verify.dropHint')}
          </Typography>
          <input
            ref={input}
            type="file"
            tabIndex={-1}
            accept="application/pdf,.pdf"
            aria-label={t('verify.copyLabel')}
            style={visuallyHidden}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void check(file);
            }}
          />
        </DropZone>
      ) : (
        <Alert severity="info">{t('verify.noHashing')}</Alert>
      )}
      <Box role="status" sx={{ mt: outcome.state === 'idle' ? 0 : 2 }}>
        {outcome.state === 'hashing' && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('verify.hashing', { name: outcome.name })}
          </Typography>
        )}
        {outcome.state === 'match' && (
          <Alert severity="success" role="presentation">
            <AlertTitle>{t('verify.match')}</AlertTitle>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {t('verify.matchText', { name: outcome.name })}
            </Box>
          </Alert>
        )}
        {outcome.state === 'mismatch' && (
          <Alert severity="error" role="presentation">
            <AlertTitle>{t('verify.mismatch')}</AlertTitle>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {t('verify.mismatchText', { name: outcome.name })}
            </Box>
            <Box
              component="code"
              dir="ltr"
              sx={{ display: 'block', mt: 0.5, fontFamily: MONOSPACE, fontSize: '0.8rem', overflowWrap: 'anywhere' }}
            >
              {outcome.hash}
            </Box>
          </Alert>
        )}
        {outcome.state === 'unreadable' && (
          <Alert severity="warning" role="presentation">
            {t('verify.unreadable')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
