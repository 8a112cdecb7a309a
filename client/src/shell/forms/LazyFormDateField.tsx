import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DayFieldProps } from './BoundDateField';
import { FormTextField } from './FormTextField';

/** The browser's own date input, if the calendar's code cannot be fetched. */
function NativeDateField({ name, label, required }: DayFieldProps) {
  return (
    <FormTextField
      name={name}
      type="date"
      label={label}
      required={required}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

// The calendar's code (about 85 KB gzip) loads once a form shows a date, so a form's first
// render does not wait for it.
const CalendarField = lazy(() =>
  import('./FormDateField').then(
    ({ FormDateField }) => ({ default: FormDateField }),
    () => ({ default: NativeDateField }),
  ),
);

/** A formik date field (FormDateField) whose calendar loads when it shows; a disabled field stands in meanwhile. */
export function LazyFormDateField(props: DayFieldProps) {
  return (
    <Suspense fallback={<TextField label={props.label} required={props.required} disabled fullWidth margin="normal" />}>
      <CalendarField {...props} />
    </Suspense>
  );
}
