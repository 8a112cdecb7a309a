import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../shared/limits';
import { FormTextField } from '../shell/forms/FormTextField';
import { BirthDateInput } from '../shell/forms/BirthDateInput';
import { EmailInput, NameInputs, PhoneInput, SexInput } from '../shell/forms/PersonInputs';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };

/** Personal data of the profile form. */
export function PersonFields() {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <NameInputs own />
      <Grid size={{ xs: 12, md: 6 }}>
        <EmailInput own />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="username" label={t`Nombre de usuario`} autoComplete="username" slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <BirthDateInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SexInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <PhoneInput own />
      </Grid>
    </Grid>
  );
}
