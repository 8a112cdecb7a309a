import { packageFormSchema as sharedPackageFormSchema } from '../../../../shared/validation/package';
import type { AdminPackageFieldsFragment, PackageInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { appImageRule } from '../content-admin/app-image-rules';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

/** The shared rules with the price in pesos, and an image that a new package must have. */
export const packageFormSchema = (isNew: boolean) => sharedPackageFormSchema.shape({ image: appImageRule(isNew) });

/**
 * The package form's values, the shared form schema's: the price in pesos as typed (sent as
 * integer centavos), the study types' ids, and the image a File chosen in this form (null: keep the current one).
 */
export type PackageValues = FormValues<typeof sharedPackageFormSchema> & { image: File | null };

export const packageFieldPaths = fieldPathsOf(packageFormSchema(true));

export function packageValuesOf(item?: AdminPackageFieldsFragment): PackageValues {
  const values = { ...contentValuesOf(sharedPackageFormSchema, item), image: null };
  if (!item) return values;
  return {
    ...values,
    studyTypeIds: item.studyTypes.map((type) => type.id),
    price: (item.price.cents / 100).toFixed(2),
  };
}

/** What the API takes: the ids as the form holds them, the price in centavos, never the image (an upload beside it). */
export function packageInputOf(values: PackageValues): PackageInput {
  const input = contentInputOf(sharedPackageFormSchema, values);
  return {
    ...input,
    studyTypeIds: values.studyTypeIds,
    price: { cents: Math.round(input.price * 100), currency: 'MXN' },
  };
}
