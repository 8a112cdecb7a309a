import { birthDateInput } from '../birth-date-input';
import { doctorDataFields } from '../doctor-data-fields';
import { personInputs } from '../person-inputs';
import { LightDateField } from './LightDateField';
import { LightSelectField } from './LightSelectField';
import { lightKit } from './light-kit';

/** The shared person, office and birth date inputs, bound to the light form (the doctors' pre-registration). */
export const { NameInputs, EmailInput, PhoneInput, SexInput } = personInputs({
  ...lightKit,
  SelectField: LightSelectField,
});
export const DoctorDataFields = doctorDataFields(lightKit);
export const BirthDateInput = birthDateInput(LightDateField);
