import { array, number, object, string, type InferType } from 'yup';
import { appContentMessages } from '../messages/app-content.js';
import { personMessages } from '../messages/person.js';
import { phoneRule } from './profile.js';
import { publicationRules } from './publication.js';

const m = { ...appContentMessages, ...personMessages };

/** The longest name, address and map link (the branch_offices columns' rules). */
export const branchOfficeLimits = {
  name: 120,
  address: 255,
  text: 1000,
  mapUrl: 500,
  contacts: 10,
  phones: 5,
} as const;

/** A coordinate: a number (the form's text is read as one) within [min, max]. */
const coordinate = (min: number, max: number, message: string) =>
  number().typeError(message).required(message).min(min, message).max(max, message);

/** An optional text: '' and null both mean none. */
const optionalText = (max: number, message: string) =>
  string()
    .trim()
    .max(max, message)
    .transform((value: string | null | undefined) => (value ? value : null))
    .nullable()
    .optional();

/** Whether `value` is an absolute https link with a host (never http:, javascript: or a relative path). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const latitudeRule = () => coordinate(-90, 90, m.latitudeInvalid);
export const longitudeRule = () => coordinate(-180, 180, m.longitudeInvalid);

/** A person to ask for at a branch office; each field with the one description GraphQL's BranchOfficeContactInput shows. */
export const branchOfficeContactSchema = object({
  name: string()
    .trim()
    .required(m.contactNameRequired)
    .max(branchOfficeLimits.name, m.branchOfficeNameMax)
    .meta({ description: 'Who to ask for, required, at most 120 characters.' }),
  phone: phoneRule().meta({ description: 'Their phone: exactly 10 digits.' }),
});

/** A branch office (Sucursal) of the lab as the admin form and the API take it; each field with the one description GraphQL's BranchOfficeInput shows. */
export const branchOfficeSchema = object({
  name: string()
    .trim()
    .required(m.nameRequired)
    .max(branchOfficeLimits.name, m.branchOfficeNameMax)
    .meta({ description: 'The name, required, at most 120 characters.' }),
  address: string()
    .trim()
    .required(m.addressRequired)
    .max(branchOfficeLimits.address, m.branchOfficeAddressMax)
    .meta({ description: 'The street address, required, at most 255 characters.' }),
  lat: latitudeRule().meta({ description: 'Latitude in degrees, -90 to 90.' }),
  lng: longitudeRule().meta({ description: 'Longitude in degrees, -180 to 180.' }),
  directions: optionalText(branchOfficeLimits.text, m.branchOfficeTextMax).meta({
    description: 'How to get there, at most 1000 characters; null or empty: none.',
  }),
  mapServiceUrl: optionalText(branchOfficeLimits.mapUrl, m.mapLinkMax)
    .test('https', m.mapLinkInvalid, (value) => !value || isHttpsLink(value))
    .meta({
      description:
        'A link to the office on a map service: an absolute https:// link, at most 500 characters; null or empty: the app gets a Google Maps link built from lat,lng.',
    }),
  contacts: array(branchOfficeContactSchema.required())
    .required()
    .max(branchOfficeLimits.contacts, m.contactsMax)
    .meta({ description: 'People to ask for, in order, up to 10; [] for none.' }),
  phones: array(phoneRule())
    .required()
    .max(branchOfficeLimits.phones, m.phonesMax)
    .meta({ description: "The office's phones, 10 digits each, in order, up to 5; [] for none." }),
  openingHours: optionalText(branchOfficeLimits.text, m.branchOfficeTextMax).meta({
    description: 'Opening hours in words, at most 1000 characters; null or empty: none.',
  }),
  ...publicationRules,
});

export type BranchOfficeInput = InferType<typeof branchOfficeSchema>;

/** A Google Maps link to the point, for a map link built from the coordinates. */
export const coordinatesMapUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
