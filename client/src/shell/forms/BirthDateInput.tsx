import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { FormTextField } from './FormTextField';

// The date picker's code (about 85 KB gzip) loads after the form shows: the doctors' public
// pre-registration page uses this field, and a first visit of it should not wait for the picker.
// If that code cannot be fetched, the browser's own date input stands in.
const PickerField = lazy(() =>
  import('./FormDateField').then(
    ({ FormDateField }) => ({ default: FormDateField }),
    () => ({ default: NativeBirthDate }),
  ),
);

function NativeBirthDate({ name, label }: { name: string; label: string }) {
  return <FormTextField name={name} type="date" label={label} required slotProps={{ inputLabel: { shrink: true } }} />;
}

/** "Fecha de nacimiento" of the person forms (profile, users, patients, doctor pre-registration). */
export function BirthDateInput() {
  const { t } = useLingui();
  const label = t`Fecha de nacimiento`;
  return (
    <Suspense fallback={<TextField label={label} required disabled fullWidth margin="normal" />}>
      <PickerField name="birthDate" label={label} required />
    </Suspense>
  );
}
