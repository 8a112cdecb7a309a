import { limits } from '../limits.js';
import { personMessages as m } from '../messages/person.js';
import {
  check,
  closesAfter,
  datePattern,
  isPastDate,
  matches,
  maxLength,
  phonePattern,
  timePattern,
  valueAt,
  zipCodePattern,
  type Check,
  type Rule,
} from './checks.js';
import { email, text } from './public-field-checks.js';

// The rules of /pre-registro without yup, apart from the other public forms' (public-forms.ts):
// that page's first visit downloads neither the course registration's and card's rules nor their
// messages. tests/unit/public-form-rules.test.ts runs them beside their yup twin.

const time = (required: string, ...rules: Rule[]) =>
  check({ trim: true, required }, matches(timePattern, m.timeInvalid), ...rules);
const optionalText = (limit: number, message: string) => check({ trim: true }, maxLength(limit, message));

/** /pre-registro (user-admin.ts doctorPreRegistrationSchema: a person without username, complete office data). */
export const doctorPreRegistrationChecks: Record<string, Check> = {
  name: text(m.nameRequired),
  lastname: text(m.lastnameRequired),
  motherLastname: text(m.motherLastnameRequired),
  email: email(m.emailRequired, m.emailInvalid),
  birthDate: check({ trim: true, required: m.birthDateRequired }, matches(datePattern, m.birthDateInvalid), (value) =>
    isPastDate(value) ? undefined : m.birthDateInvalid,
  ),
  sex: check({}, (value) => (value === 'male' || value === 'female' ? undefined : m.sexInvalid)),
  phone: check({ trim: true, required: m.phoneRequired }, matches(phonePattern, m.phoneInvalid)),
  'doctorData.specialty': text(m.specialtyRequired),
  'doctorData.officeHours': optionalText(limits.inputLength, m.maxInput),
  'doctorData.openingTime': time(m.openingTimeRequired),
  'doctorData.closingTime': time(m.closingTimeRequired, (value, values) =>
    closesAfter(String(valueAt(values, 'doctorData.openingTime') ?? ''), value) ? undefined : m.closingBeforeOpening,
  ),
  'doctorData.address': text(m.addressRequired),
  'doctorData.colony': text(m.colonyRequired),
  'doctorData.city': text(m.cityRequired),
  'doctorData.state': text(m.stateRequired),
  'doctorData.zipCode': check({ trim: true, required: m.zipCodeRequired }, matches(zipCodePattern, m.zipCodeInvalid)),
  'doctorData.clinicAddress': optionalText(limits.textareaLength, m.maxTextarea),
};
