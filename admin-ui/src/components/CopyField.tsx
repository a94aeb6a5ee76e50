import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export interface CopyFieldProps {
  /** Catalog key (or text) of the field's label. */
  label: string;
  /** The text shown read-only and copied. */
  value: string;
  /** Catalog key of the copy button's accessible name. */
  copyLabel?: string;
  /** Catalog key of the toast after a copy ('Link copied' for links). */
  copiedMessage?: string;
  /** Catalog key of the toast when the clipboard refuses. */
  failedMessage?: string;
  multiline?: boolean;
}

/**
 * A value shown once (an invitation link, new credentials) in a read-only field with a copy button
 * at its inline end. Copies through the Clipboard API and says so in a toast; when the browser
 * refuses, the text is selected so the admin can copy it by hand.
 */
export const CopyField = ({
  label,
  value,
  copyLabel = 'app.users.copy',
  copiedMessage = 'app.users.notify.copied',
  failedMessage = 'app.users.notify.copy_failed',
  multiline = false,
}: CopyFieldProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(copiedMessage, { type: 'success' });
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.select();
      notify(failedMessage, { type: 'warning' });
    }
  };
  return (
    <TextField
      id={id}
      label={translate(label, { _: label })}
      value={value}
      fullWidth
      multiline={multiline}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={translate(copyLabel, { _: copyLabel })}>
                <IconButton onClick={() => void copy()} aria-label={translate(copyLabel, { _: copyLabel })} edge="end">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
