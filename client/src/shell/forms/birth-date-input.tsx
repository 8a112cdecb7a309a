import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { FieldKit } from './field-kit';

/** "Fecha de nacimiento" of the person forms (profile, users, patients, doctor pre-registration), for a field kit. */
export function birthDateInput(kit: FieldKit) {
  function NativeBirthDate({ name, label }: { name: string; label: string }) {
    return (
      <kit.TextField name={name} type="date" label={label} required slotProps={{ inputLabel: { shrink: true } }} />
    );
  }

  // The date picker's code (about 85 KB gzip) loads after the form shows: the doctors' public
  // pre-registration page uses this field, and a first visit of it should not wait for the picker.
  // If that code cannot be fetched, the browser's own date input stands in.
  const PickerField = lazy(() =>
    kit.loadDateField().then(
      (DateField) => ({ default: DateField }),
      () => ({ default: NativeBirthDate }),
    ),
  );

  return function BirthDateInput() {
    const { t } = useLingui();
    const label = t`Fecha de nacimiento`;
    return (
      <Suspense fallback={<TextField label={label} required disabled fullWidth margin="normal" />}>
        <PickerField name="birthDate" label={label} required />
      </Suspense>
    );
  };
}
