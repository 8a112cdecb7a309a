import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { translateServerMessage } from '../../../i18n/server-messages';
import type { DayFieldProps } from '../BoundDateField';
import { caretAfterDigits, datePatterns, readTypedDate, showTypedDate } from '../typed-date';
import { useLightField } from './use-light-form';

/**
 * A date of the surrounding LightForm, typed: digits only, in the order and with the separators
 * of the portal's language (DD/MM/AAAA in Spanish, MM/DD/YYYY in English), written as they come.
 * The public pages use it instead of the staff forms' calendar, whose code (about 85 KB) a first
 * visit would otherwise fetch; a birth date is typed faster than it is found in a calendar. The
 * form keeps the 'YYYY-MM-DD' text the shared rules check.
 */
export function LightDateField({ name, label, required, helperText, ...props }: DayFieldProps) {
  const bound = useLightField<string | null | undefined>(name);
  const { format, placeholder } = datePatterns[useLocale().locale];
  const shown = showTypedDate(bound.value ?? '', format);
  const input = useRef<HTMLInputElement | null>(null);
  // Where the caret goes once separators are written: after as many digits as it was when typed.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  const error = bound.touched && bound.error ? translateServerMessage(bound.error) : undefined;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      label={label}
      value={shown}
      inputRef={input}
      placeholder={placeholder}
      onChange={(event) => {
        const typed = event.target.value;
        const next = readTypedDate(typed, format);
        const digitsBeforeCaret = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
        caret.current = caretAfterDigits(next.shown, digitsBeforeCaret);
        bound.setValue(next.value);
      }}
      onBlur={bound.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        inputLabel: { shrink: true },
        // Announced as required without an asterisk, like the other fields; the phone's keypad shows digits.
        htmlInput: { inputMode: 'numeric', autoComplete: 'bday', ...(required ? { 'aria-required': true } : {}) },
      }}
    />
  );
}
