import { latitudeRule, longitudeRule } from '../../../../shared/validation/branch-office';
import type { AdminBranchOfficeFieldsFragment, BranchOfficeInput } from '../../gql/graphql';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

export type ContactValues = { name: string; phone: string };

/**
 * The branch office form's values. A coordinate is a number once typed ('' while empty, as formik
 * gives number fields); the photo is the File chosen in this form, or null.
 */
export type BranchOfficeValues = PublicationValues & {
  name: string;
  address: string;
  lat: number | '';
  lng: number | '';
  directions: string;
  mapServiceUrl: string;
  contacts: ContactValues[];
  phones: string[];
  openingHours: string;
  image: File | null;
  /** Whether the saved photo goes (only when no new one is chosen). */
  removeImage: boolean;
};

export const emptyContact = (): ContactValues => ({ name: '', phone: '' });

export function branchOfficeValuesOf(office?: AdminBranchOfficeFieldsFragment): BranchOfficeValues {
  return {
    name: office?.name ?? '',
    address: office?.address ?? '',
    lat: office?.lat ?? '',
    lng: office?.lng ?? '',
    directions: office?.directions ?? '',
    mapServiceUrl: office?.mapServiceUrl ?? '',
    contacts: office?.contacts.map(({ name, phone }) => ({ name, phone })) ?? [],
    phones: office ? [...office.phones] : [],
    openingHours: office?.openingHours ?? '',
    image: null,
    removeImage: false,
    ...publicationValuesOf(office),
  };
}

/** The office as the API takes it (the form's rules have passed: the coordinates are numbers). */
export function branchOfficeInputOf(values: BranchOfficeValues): BranchOfficeInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    lat: Number(values.lat),
    lng: Number(values.lng),
    directions: optional(values.directions),
    mapServiceUrl: optional(values.mapServiceUrl),
    contacts: values.contacts.map((contact) => ({ name: contact.name.trim(), phone: contact.phone })),
    phones: values.phones,
    openingHours: optional(values.openingHours),
    ...publicationInputOf(values),
  };
}

/** The coordinates when both are valid (for the "Ver en mapa" link), else null. */
export function validCoordinates(values: Pick<BranchOfficeValues, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const { lat, lng } = values;
  if (lat === '' || lng === '' || !latitudeRule().isValidSync(lat) || !longitudeRule().isValidSync(lng)) return null;
  return { lat, lng };
}

/** Every field the server may name in a refusal, with one path per contact and phone row ("contacts.0.phone"). */
export function branchOfficeFieldPaths(values: Pick<BranchOfficeValues, 'contacts' | 'phones'>): string[] {
  return [
    'name',
    'address',
    'lat',
    'lng',
    'directions',
    'mapServiceUrl',
    'openingHours',
    'image',
    'contacts',
    'phones',
    ...values.contacts.flatMap((_, index) => [`contacts.${index}.name`, `contacts.${index}.phone`]),
    ...values.phones.map((_, index) => `phones.${index}`),
    ...publicationFieldPaths,
  ];
}
