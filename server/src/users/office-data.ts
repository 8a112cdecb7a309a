import type { OfficeDataInput } from '../../../shared/validation/profile.js';

/** Validated office data as the doctor_profiles row stores it: a blank or left-out field is null. */
export const storedOffice = (office: OfficeDataInput) => ({
  specialty: office.specialty ?? null,
  officeHours: office.officeHours ?? null,
  openingTime: office.openingTime ?? null,
  closingTime: office.closingTime ?? null,
  address: office.address ?? null,
  colony: office.colony ?? null,
  city: office.city ?? null,
  state: office.state ?? null,
  zipCode: office.zipCode ?? null,
  clinicAddress: office.clinicAddress ?? null,
});
