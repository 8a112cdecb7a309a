import { packageFormSchema as sharedPackageFormSchema } from '../../../../shared/validation/package';
import type { AdminPackageFieldsFragment, PackageInput } from '../../gql/graphql';
import { appImageRule } from '../content-admin/app-image-rules';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

/**
 * The package form's values: the price in pesos as typed (sent as integer centavos), the study
 * types' ids, and the image a File chosen in this form (null: keep the current one).
 */
export type PackageValues = PublicationValues & {
  name: string;
  description: string;
  studyTypeIds: string[];
  price: string;
  image: File | null;
};

export const packageFieldPaths: readonly string[] = [
  'name',
  'description',
  'studyTypeIds',
  'price',
  'image',
  ...publicationFieldPaths,
];

/** The shared rules with the price in pesos, and an image that a new package must have. */
export const packageFormSchema = (isNew: boolean) => sharedPackageFormSchema.shape({ image: appImageRule(isNew) });

export function packageValuesOf(item?: AdminPackageFieldsFragment): PackageValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    studyTypeIds: item?.studyTypes.map((type) => type.id) ?? [],
    price: item ? (item.price.cents / 100).toFixed(2) : '',
    image: null,
    ...publicationValuesOf(item),
  };
}

export function packageInputOf(values: PackageValues): PackageInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    studyTypeIds: values.studyTypeIds,
    price: { cents: Math.round(Number(values.price) * 100), currency: 'MXN' },
    ...publicationInputOf(values),
  };
}
