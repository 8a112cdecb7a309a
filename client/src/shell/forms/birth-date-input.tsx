import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { DayFieldProps } from './BoundDateField';

/**
 * "Fecha de nacimiento" of the person forms (profile, users, patients, doctor pre-registration),
 * with a form library's date field: the staff forms' calendar (LazyFormDateField) or the public
 * pages' typed date (LightDateField).
 */
export function birthDateInput(DateField: ComponentType<DayFieldProps>) {
  return function BirthDateInput() {
    const { t } = useLingui();
    return <DateField name="birthDate" label={t`Fecha de nacimiento`} required />;
  };
}
