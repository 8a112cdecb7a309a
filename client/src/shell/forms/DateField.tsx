import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { pickerLocales } from './picker-locales';

dayjs.extend(customParseFormat);

const dayFormat = 'YYYY-MM-DD';
const dateTimeFormat = 'YYYY-MM-DDTHH:mm';

export type DateFieldProps = {
  label: string;
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with `withTime`; '' for none. */
  value: string;
  /** The new value in the same shape; '' while the date is empty or incomplete. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Also the time (hours and minutes), as a datetime-local input gives it. */
  withTime?: boolean;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  fullWidth?: boolean;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
};

const parse = (text: string, format: string): Dayjs | null => {
  if (!text) return null;
  const day = dayjs(text, format, true);
  return day.isValid() ? day : null;
};
const textOf = (day: Dayjs | null, format: string) => (day?.isValid() ? day.format(format) : '');

/**
 * A date (or date and time) field in the portal's language, not the browser's: its format
 * (DD/MM/AAAA in Spanish, MM/DD/YYYY in English), month and day names, first day of the week and
 * the calendar's texts follow the active locale. Typed section by section or picked in the
 * calendar; the value stays the text a native date input gives, so forms and validation are the
 * same.
 */
export function DateField({ label, value, onChange, onBlur, withTime = false, required, ...field }: DateFieldProps) {
  const { locale } = useLocale();
  const picker = pickerLocales[locale];
  const format = withTime ? dateTimeFormat : dayFormat;
  // What is typed stays while it is incomplete (the form sees ''); a value set from outside
  // (a reset, a loaded record) replaces it.
  const [draft, setDraft] = useState(() => ({ seen: value, day: parse(value, format) }));
  let day = draft.day;
  if (draft.seen !== value) {
    day = textOf(draft.day, format) === value ? draft.day : parse(value, format);
    setDraft({ seen: value, day });
  }

  const change = (next: Dayjs | null) => {
    setDraft((previous) => ({ ...previous, day: next }));
    const text = textOf(next, format);
    if (text !== value) onChange(text);
  };
  const Picker = withTime ? DesktopDateTimePicker : DesktopDatePicker;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={picker.dayjs} localeText={picker.texts}>
      <Picker
        label={label}
        value={day}
        onChange={change}
        slotProps={{
          // Required is announced on each part (day, month, year) without an asterisk, as in FormTextField.
          textField: {
            ...field,
            onBlur,
            slotProps: { input: { slotProps: { sectionContent: { 'aria-required': required } } } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
