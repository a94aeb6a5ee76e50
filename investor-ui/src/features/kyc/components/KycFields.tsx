import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { isRequiredKycField, type KycFormValues, type SourceOfIncome } from '../kycForm';

type TextFieldName = Exclude<
  FieldPath<KycFormValues>,
  'sourceOfIncome' | 'termsAccepted' | 'disclaimerAccepted' | `sourceOfIncome.${number}`
>;
type LabelledField = Exclude<TextFieldName, 'idFileName'>;

type KycTextFieldProps = {
  name: LabelledField;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  helperText?: string;
  max?: string;
  placeholder?: string;
};

/** What a text answer and a choice share: the value, the catalog's label, the asterisk when required, the check's message beneath. */
type AnswerProps = {
  name: string;
  value: unknown;
  disabled?: boolean;
  onBlur: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (instance: HTMLInputElement | null) => void;
  label: string;
  required: boolean;
  error: boolean;
  helperText: string | undefined;
};

/** A Controller of one answer that checks it again as it changes once it was found wrong. */
function Answer({
  name,
  helperText,
  children,
}: {
  name: LabelledField;
  helperText?: string;
  children: (props: AnswerProps) => ReactElement;
}) {
  const { t } = useTranslation('kyc');
  const { control, trigger } = useFormContext<KycFormValues>();
  const required = isRequiredKycField(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) =>
        children({
          ...field,
          inputRef: ref,
          onChange: (event) => {
            field.onChange(event);
            if (fieldState.error) void trigger(name);
          },
          label: t(`fields.${name}`),
          required,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? helperText ?? (required ? undefined : t('optional')),
        })
      }
    />
  );
}

/** A text answer: the catalog's label, the asterisk when required, the check's message beneath it. */
export function KycTextField({ name, type, autoComplete, multiline, inputMode, helperText, max, placeholder }: KycTextFieldProps) {
  return (
    <Answer name={name} helperText={helperText}>
      {(answer) => (
        <TextField
          {...answer}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          slotProps={{
            htmlInput: { inputMode, max },
            inputLabel: type === 'date' || placeholder ? { shrink: true } : undefined,
          }}
        />
      )}
    </Answer>
  );
}

type KycSelectFieldProps = {
  name: LabelledField;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
};

/** A choice from one of the spec's lists, as a native select (type-ahead, the phone's own picker). */
export function KycSelectField({ name, options, autoComplete }: KycSelectFieldProps) {
  const { t } = useTranslation('kyc');
  return (
    <Answer name={name}>
      {(answer) => (
        <TextField {...answer} select autoComplete={autoComplete} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {name !== 'countryCode' && <option value="">{answer.required ? t('choose') : t('options.notSelected')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    </Answer>
  );
}

type KycChoicesFieldProps = {
  options: readonly { value: SourceOfIncome; label: string }[];
};

/** Source of income: any number of the spec's choices. */
export function KycSourcesField({ options }: KycChoicesFieldProps) {
  const { t } = useTranslation('kyc');
  const { control, trigger } = useFormContext<KycFormValues>();
  return (
    <Controller
      name="sourceOfIncome"
      control={control}
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const toggle = (value: SourceOfIncome, on: boolean) => {
          field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
          if (fieldState.error) void trigger('sourceOfIncome');
        };
        return (
          <FormControl component="fieldset" required error={Boolean(fieldState.error)} variant="standard">
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {t('fields.sourceOfIncome')}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, columnGap: 1 }}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={chosen.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: option.value === options[0].value ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? t('sourceOfIncomeHelp')}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

type KycAcceptFieldProps = {
  name: 'termsAccepted' | 'disclaimerAccepted';
  label: string;
  children: ReactNode;
};

/** An acceptance: the text to read, then the box to tick. */
export function KycAcceptField({ name, label, children }: KycAcceptFieldProps) {
  const { control, trigger } = useFormContext<KycFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required component="fieldset" variant="standard" sx={{ width: '100%' }}>
          {children}
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  if (fieldState.error) void trigger(name);
                }}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } }}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
