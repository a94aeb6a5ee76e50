import { TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';

// Money inputs (issue 21 item 11): amounts are whole currency units, shown with grouped digits
// ("3,100,000") as they are typed, and kept in the form as the number (3100000), which is what the
// API takes. Anything but digits (and a leading minus where allowed) is dropped as it is typed, except a
// decimal point: "1500.50" is shown as typed and refused (whole units only), never read as 150,050.
// At most MAX_DIGITS digits are taken, so the amount stays exact in a JavaScript number.

/** 15 digits: beyond MAX_MONEY_AMOUNT (13), within Number.MAX_SAFE_INTEGER (16). */
const MAX_DIGITS = 15;

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** "3100000" -> "3,100,000"; "-" stays "-" while a negative amount is being typed. */
export const groupDigits = (digits: string, negative = false): string => {
  if (digits === '') return negative ? '-' : '';
  const grouped = GROUPED.format(BigInt(digits));
  return negative ? `-${grouped}` : grouped;
};

/** What a typed text means: its digits, whether it is negative, and the amount (null when there are no digits). */
export const readAmount = (text: string, allowNegative = false): { digits: string; negative: boolean; amount: number | null } => {
  const negative = allowNegative && text.trimStart().startsWith('-');
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return { digits, negative, amount: digits === '' ? null : (negative ? -1 : 1) * Number(digits) };
};

const digitsBefore = (text: string, caret: number) => text.slice(0, caret).replace(/\D/g, '').length;

/** The caret after the same number of digits in the regrouped text. */
const caretAfterDigits = (text: string, count: number) => {
  if (count === 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
};

export interface MoneyInputProps extends Omit<InputProps, 'format' | 'parse'> {
  /** Net profits may be negative; amounts are not. */
  allowNegative?: boolean;
  placeholder?: string;
  sx?: TextFieldProps['sx'];
}

/**
 * A react-admin input for an amount in whole units (a drop-in for NumberInput on the money fields):
 * grouped digits while typing, the number in the form's values, the form's validators on that number.
 */
export const MoneyInput = ({ allowNegative = false, label, helperText, placeholder, sx, ...props }: MoneyInputProps) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  /** The text as typed while it has a decimal part (refused until removed); null otherwise. */
  const [fraction, setFraction] = useState<string | null>(null);
  const fractionRef = useRef<string | null>(null);
  const {
    field,
    fieldState: { error, invalid },
    formState: { isSubmitted },
    id,
    isRequired,
  } = useInput({
    ...props,
    validate: [
      ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : []),
      () => (fractionRef.current ? 'app.common.money.whole_units' : undefined),
    ],
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const ref = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const value = field.value as number | null | undefined | '';
  const shown =
    value === null || value === undefined || value === '' ? '' : groupDigits(String(Math.abs(Number(value))), Number(value) < 0);
  const pendingMinus = useRef(false);
  const text = fraction ?? (shown === '' && pendingMinus.current ? '-' : shown);

  useLayoutEffect(() => {
    if (caret.current === null || !ref.current || document.activeElement !== ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const { digits, negative, amount } = readAmount(typed, allowNegative);
    fractionRef.current = typed.includes('.') ? typed : null;
    setFraction(fractionRef.current);
    const hadFraction = fraction !== null;
    if (fractionRef.current !== null) {
      field.onChange(amount);
      return;
    }
    pendingMinus.current = negative && digits === '';
    const next = groupDigits(digits, negative);
    caret.current = caretAfterDigits(next, digitsBefore(typed, event.target.selectionStart ?? typed.length));
    field.onChange(amount);
    // The decimal part is gone: the refusal the form holds from a submit goes with it.
    if (hadFraction) void trigger(field.name);
  };

  const showError = fraction !== null || (invalid && (isSubmitted || Boolean(error)));
  const message = fraction !== null ? translate('app.common.money.whole_units') : error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      value={text}
      onChange={onChange}
      onBlur={field.onBlur}
      label={
        label === false ? undefined : <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
      }
      placeholder={placeholder}
      error={showError}
      helperText={<InputHelperText error={showError ? message : undefined} helperText={helperText} />}
      margin="dense"
      fullWidth
      sx={sx}
      slotProps={{
        htmlInput: {
          ref: (element: HTMLInputElement | null) => {
            ref.current = element;
            field.ref(element);
          },
          inputMode: allowNegative ? 'text' : 'numeric',
          autoComplete: 'off',
          className: 'tabular-nums',
        },
      }}
    />
  );
};
