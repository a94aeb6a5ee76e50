import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { normalizeVerificationCode } from '@fund/contracts';

type VerificationCodeFormProps = {
  /** The code to start from (one from the address that was malformed, or refused). */
  initialCode?: string;
  /** Say at once that `initialCode` is not a code. */
  initiallyInvalid?: boolean;
  /** Called with the code in its printed form. */
  onCheck: (code: string) => void;
};

/**
 * A verification code as the reader types it (lower case, spaces, O for 0, I or L for 1 are fine);
 * one that cannot be a code is refused here, without asking the server.
 */
export function VerificationCodeForm({ initialCode = '', initiallyInvalid = false, onCheck }: VerificationCodeFormProps) {
  const { t } = useTranslation('statements');
  const [value, setValue] = useState(initialCode);
  const [invalid, setInvalid] = useState(initiallyInvalid);
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeVerificationCode(value);
    setInvalid(code === null);
    if (code) onCheck(code);
    else field.current?.focus();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('verify.form')} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('verify.codeLabel')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? t('verify.codeInvalid') : t('verify.codeHelp')}
        autoComplete="off"
        fullWidth
        inputRef={field}
        slotProps={{
          htmlInput: {
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 32,
            style: { textTransform: 'uppercase', letterSpacing: '0.06em' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth>
        {t('verify.submit')}
      </Button>
    </Box>
  );
}
