import Grid from '@mui/material/Grid';
import { BirthDateInput } from '../../shell/forms/BirthDateInput';
import { EmailInput, NameInputs, PhoneInput, SexInput } from '../../shell/forms/PersonInputs';
import { type DoctorOption, DoctorSelectField } from './DoctorSelectField';

/** The patient form's inputs; staff also choose the doctor. */
export function PatientFields({
  chooseDoctor,
  initialDoctor,
}: {
  chooseDoctor: boolean;
  initialDoctor: DoctorOption | null;
}) {
  return (
    <Grid container spacing={2}>
      <NameInputs autoFocus />
      <Grid size={{ xs: 12, md: 6 }}>
        <EmailInput />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BirthDateInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SexInput />
      </Grid>
      {chooseDoctor && (
        <Grid size={12}>
          <DoctorSelectField initial={initialDoctor} />
        </Grid>
      )}
    </Grid>
  );
}
