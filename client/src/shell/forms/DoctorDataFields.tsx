import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import { FormTextField } from './FormTextField';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };
const timeInput = { inputLabel: { shrink: true } };

/** Office data of doctors and office administrators (SPEC point 3). */
export function DoctorDataFields() {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.specialty" label={t`Especialidad`} required slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.officeHours" label={t`Horario de consultorio`} slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="doctorData.openingTime"
          type="time"
          label={t`Hora de apertura`}
          required
          slotProps={timeInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="doctorData.closingTime"
          type="time"
          label={t`Hora de cierre`}
          required
          slotProps={timeInput}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          name="doctorData.address"
          label={t`Dirección`}
          autoComplete="street-address"
          required
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.colony" label={t`Colonia`} required slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.city"
          label={t`Ciudad`}
          autoComplete="address-level2"
          required
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.state"
          label={t`Estado`}
          autoComplete="address-level1"
          required
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.zipCode"
          label={t`Código postal`}
          autoComplete="postal-code"
          required
          slotProps={{ htmlInput: { maxLength: limits.zipCodeDigits, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="doctorData.clinicAddress"
          label={t`Dirección de la clínica`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: limits.textareaLength } }}
        />
      </Grid>
    </Grid>
  );
}
