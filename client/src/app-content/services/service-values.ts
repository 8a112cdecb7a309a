import { serviceSchema } from '../../../../shared/validation/service';
import type { AdminServiceFieldsFragment, ServiceInput } from '../../gql/graphql';
import { appImageRule } from '../content-admin/app-image-rules';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

/** The service form's values: the image is a File chosen in this form (null: keep the current one). */
export type ServiceValues = PublicationValues & { name: string; description: string; image: File | null };

export const serviceFieldPaths: readonly string[] = ['name', 'description', 'image', ...publicationFieldPaths];

/** The shared rules, and an image that a new service must have. */
export const serviceFormSchema = (isNew: boolean) => serviceSchema.shape({ image: appImageRule(isNew) });

export function serviceValuesOf(service?: AdminServiceFieldsFragment): ServiceValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    image: null,
    ...publicationValuesOf(service),
  };
}

export function serviceInputOf(values: ServiceValues): ServiceInput {
  return { name: values.name.trim(), description: values.description, ...publicationInputOf(values) };
}
