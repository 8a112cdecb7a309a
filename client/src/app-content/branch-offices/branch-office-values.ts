import {
  branchOfficeContactSchema,
  branchOfficeSchema,
  latitudeRule,
  longitudeRule,
} from '../../../../shared/validation/branch-office';
import type { AdminBranchOfficeFieldsFragment, BranchOfficeInput } from '../../gql/graphql';
import { emptyValuesOf, fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

export type ContactValues = FormValues<typeof branchOfficeContactSchema>;

/**
 * The branch office form's values: the shared schema's, but a coordinate is a number once typed
 * ('' while empty, as formik gives number fields); the photo is the File chosen in this form, or null.
 */
export type BranchOfficeValues = Omit<FormValues<typeof branchOfficeSchema>, 'lat' | 'lng'> & {
  lat: number | '';
  lng: number | '';
  image: File | null;
  /** Whether the saved photo goes (only when no new one is chosen). */
  removeImage: boolean;
};

export const emptyContact = (): ContactValues => emptyValuesOf(branchOfficeContactSchema);

export function branchOfficeValuesOf(office?: AdminBranchOfficeFieldsFragment): BranchOfficeValues {
  return {
    ...contentValuesOf(branchOfficeSchema, office),
    lat: office?.lat ?? '',
    lng: office?.lng ?? '',
    contacts: office?.contacts.map(({ name, phone }) => ({ name, phone })) ?? [],
    phones: office ? [...office.phones] : [],
    image: null,
    removeImage: false,
  };
}

/** The office as the API takes it (the form's rules have passed: the coordinates are numbers), never the photo. */
export function branchOfficeInputOf(values: BranchOfficeValues): BranchOfficeInput {
  return contentInputOf(branchOfficeSchema, values);
}

/** The coordinates when both are valid (for the "Ver en mapa" link), else null. */
export function validCoordinates(values: Pick<BranchOfficeValues, 'lat' | 'lng'>): { lat: number; lng: number } | null {
  const { lat, lng } = values;
  if (lat === '' || lng === '' || !latitudeRule().isValidSync(lat) || !longitudeRule().isValidSync(lng)) return null;
  return { lat, lng };
}

const contactFields = fieldPathsOf(branchOfficeContactSchema);

/** Every field the server may name in a refusal, with one path per contact and phone row ("contacts.0.phone"). */
export function branchOfficeFieldPaths(values: Pick<BranchOfficeValues, 'contacts' | 'phones'>): string[] {
  return [
    ...fieldPathsOf(branchOfficeSchema),
    'image',
    ...values.contacts.flatMap((_, index) => contactFields.map((field) => `contacts.${index}.${field}`)),
    ...values.phones.map((_, index) => `phones.${index}`),
  ];
}
