import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type InputFieldProps = Omit<OutlinedInputProps, 'label' | 'inputProps' | 'error'> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  /** Attributes of the <input> itself (inputMode, spellCheck, style, ...). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
};

/**
 * An outlined text input with its label and helper text: what MUI's TextField renders for a plain
 * input, built from its parts. TextField also carries its `select` mode (Select, Menu, Popover,
 * Modal), which the screens of a first load (the login screen) need not download: they use this.
 * Everywhere else, TextField.
 */
export const InputField = forwardRef<HTMLDivElement, InputFieldProps>(function InputField(
  { label, helperText, error, htmlInput, id, fullWidth = true, required, disabled, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl ref={ref} variant="outlined" fullWidth={fullWidth} error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} inputProps={{ 'aria-describedby': helperId, ...htmlInput }} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
