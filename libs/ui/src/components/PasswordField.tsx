import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The toggle's names (already translated); without them the field has no show/hide toggle. */
  showLabel?: string;
  hideLabel?: string;
  /** Shown in clear text; give it with `onVisibleChange` when several fields share one toggle. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A password input (spec/000 §5, spec/001 §5): what is typed is hidden unless its show/hide toggle
 * is pressed. Several fields can share one toggle: pass the same `visible` to each and the labels to
 * the one that carries the button.
 *
 * @example <PasswordField label={t('newPassword')} autoComplete="new-password" showLabel={t('show')} hideLabel={t('hide')} />
 */
export function PasswordField({ showLabel, hideLabel, visible, onVisibleChange, slotProps, ...props }: PasswordFieldProps) {
  const [own, setOwn] = useState(false);
  const shown = visible ?? own;
  const toggle = () => {
    setOwn(!shown);
    onVisibleChange?.(!shown);
  };
  const adornment =
    showLabel && hideLabel
      ? {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={toggle} edge="end" aria-label={shown ? hideLabel : showLabel} aria-pressed={shown}>
                {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        }
      : undefined;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={
        adornment ? { ...slotProps, input: { ...(typeof slotProps?.input === 'object' ? slotProps.input : {}), ...adornment } } : slotProps
      }
    />
  );
}
