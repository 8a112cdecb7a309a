import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../shared/limits';
import { FormTextField } from '../shell/forms/FormTextField';
import { BirthDateInput } from '../shell/forms/BirthDateInput';
import { EmailInput, NameInputs, PhoneInput, SexInput } from '../shell/forms/PersonInputs';
import { FieldCell, FieldGrid } from '../shell/forms/FieldGrid';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };

/** Personal data of the profile form. */
export function PersonFields() {
  const { t } = useLingui();
  return (
    <FieldGrid>
      <NameInputs own />
      <FieldCell size={{ xs: 12, md: 6 }}>
        <EmailInput own />
      </FieldCell>
      <FieldCell size={{ xs: 12, md: 6 }}>
        <FormTextField name="username" label={t`Nombre de usuario`} autoComplete="username" slotProps={maxInput} />
      </FieldCell>
      <FieldCell size={{ xs: 12, sm: 4 }}>
        <BirthDateInput />
      </FieldCell>
      <FieldCell size={{ xs: 12, sm: 4 }}>
        <SexInput />
      </FieldCell>
      <FieldCell size={{ xs: 12, sm: 4 }}>
        <PhoneInput own />
      </FieldCell>
    </FieldGrid>
  );
}
