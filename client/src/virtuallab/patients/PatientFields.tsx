import { BirthDateInput } from '../../shell/forms/BirthDateInput';
import { EmailInput, NameInputs, PhoneInput, SexInput } from '../../shell/forms/PersonInputs';
import { type DoctorOption, DoctorSelectField } from './DoctorSelectField';
import { FieldCell, FieldGrid } from '../../shell/forms/FieldGrid';

/** The patient form's inputs; staff also choose the doctor. */
export function PatientFields({
  chooseDoctor,
  initialDoctor,
}: {
  chooseDoctor: boolean;
  initialDoctor: DoctorOption | null;
}) {
  return (
    <FieldGrid>
      <NameInputs autoFocus />
      <FieldCell size={{ xs: 12, md: 6 }}>
        <EmailInput />
      </FieldCell>
      <FieldCell size={{ xs: 12, md: 6 }}>
        <PhoneInput />
      </FieldCell>
      <FieldCell size={{ xs: 12, sm: 6 }}>
        <BirthDateInput />
      </FieldCell>
      <FieldCell size={{ xs: 12, sm: 6 }}>
        <SexInput />
      </FieldCell>
      {chooseDoctor && (
        <FieldCell size={12}>
          <DoctorSelectField initial={initialDoctor} />
        </FieldCell>
      )}
    </FieldGrid>
  );
}
