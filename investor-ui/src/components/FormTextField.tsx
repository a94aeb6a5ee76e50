import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { PasswordField } from '@fund/ui';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A text field of a react-hook-form form: its error shows in red under it in place of its help text.
 * `type="password"` gives @fund/ui's PasswordField.
 */
export function FormTextField<T extends FieldValues>({ control, name, type, helperText, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const shown = { ...field, ...props, error: Boolean(error), helperText: error?.message ?? helperText };
        return type === 'password' ? <PasswordField {...shown} /> : <TextField {...shown} type={type} />;
      }}
    />
  );
}
