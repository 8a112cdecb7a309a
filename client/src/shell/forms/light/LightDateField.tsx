import TextField from '@mui/material/TextField';
import { useLocale } from '../../../i18n/LocaleProvider';
import { translateServerMessage } from '../../../i18n/server-messages';
import type { DayFieldProps } from '../BoundDateField';
import { caretAfterDigits, datePatterns, readTypedDate, showTypedDate } from '../typed-date';
import { useKeptCaret } from '../use-kept-caret';
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
  // The caret stays after as many digits as it was when typed, separators written or not.
  const { inputRef, keepCaretAt } = useKeptCaret(shown);

  const error = bound.touched && bound.error ? translateServerMessage(bound.error) : undefined;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      label={label}
      value={shown}
      inputRef={inputRef}
      placeholder={placeholder}
      onChange={(event) => {
        const typed = event.target.value;
        const next = readTypedDate(typed, format);
        const digitsBeforeCaret = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
        keepCaretAt(caretAfterDigits(next.shown, digitsBeforeCaret));
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
