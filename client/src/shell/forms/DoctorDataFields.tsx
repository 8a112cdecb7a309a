import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import { FormTextField } from './FormTextField';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };
const timeInput = { inputLabel: { shrink: true } };

/**
 * Office data of doctors and office administrators (SPEC point 3). `complete`: the form needs
 * every field but office hours and clinic address (a doctor's own profile, a pre-registration);
 * otherwise each field may be left blank on its own and none is marked required.
 */
export function DoctorDataFields({ complete }: { complete: boolean }) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.specialty" label={t`Especialidad`} required={complete} slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.officeHours" label={t`Horario de consultorio`} slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="doctorData.openingTime"
          type="time"
          label={t`Hora de apertura`}
          required={complete}
          slotProps={timeInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="doctorData.closingTime"
          type="time"
          label={t`Hora de cierre`}
          required={complete}
          slotProps={timeInput}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          name="doctorData.address"
          label={t`Dirección`}
          autoComplete="street-address"
          required={complete}
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="doctorData.colony" label={t`Colonia`} required={complete} slotProps={maxInput} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.city"
          label={t`Ciudad`}
          autoComplete="address-level2"
          required={complete}
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.state"
          label={t`Estado`}
          autoComplete="address-level1"
          required={complete}
          slotProps={maxInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          name="doctorData.zipCode"
          label={t`Código postal`}
          autoComplete="postal-code"
          required={complete}
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
