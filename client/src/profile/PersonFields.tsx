import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../shared/limits';
import { FormTextField } from '../shell/forms/FormTextField';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };

/** Personal data of the profile form. */
export function PersonFields() {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField name="name" label={t`Nombre`} autoComplete="given-name" required slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField name="lastname" label={t`Apellido paterno`} autoComplete="family-name" required slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField name="motherLastname" label={t`Apellido materno`} required slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="email" type="email" label={t`Correo electrónico`} autoComplete="email" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="username" label={t`Nombre de usuario`} autoComplete="username" slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="birthDate"
          type="date"
          label={t`Fecha de nacimiento`}
          autoComplete="bday"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField name="sex" select label={t`Sexo`}>
          <MenuItem value="">{t`Sin especificar`}</MenuItem>
          <MenuItem value="male">{t`Masculino`}</MenuItem>
          <MenuItem value="female">{t`Femenino`}</MenuItem>
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="phone"
          type="tel"
          label={t`Teléfono`}
          autoComplete="tel-national"
          required
          slotProps={{ htmlInput: { maxLength: limits.phoneDigits, inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
