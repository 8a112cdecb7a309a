import { useLingui } from '@lingui/react/macro';
import { FormDateField } from './FormDateField';

/** "Fecha de nacimiento" of the person forms (profile, users, patients, doctor pre-registration). */
export function BirthDateInput() {
  const { t } = useLingui();
  return <FormDateField name="birthDate" label={t`Fecha de nacimiento`} required />;
}
