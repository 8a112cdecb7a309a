import { serviceSchema } from '../../../../shared/validation/service';
import type { AdminServiceFieldsFragment, ServiceInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { appImageRule } from '../content-admin/app-image-rules';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

/** The shared rules, and an image that a new service must have. */
export const serviceFormSchema = (isNew: boolean) => serviceSchema.shape({ image: appImageRule(isNew) });

/** The service form's values: the shared schema's, and the image a File chosen in this form (null: keep the current one). */
export type ServiceValues = FormValues<typeof serviceSchema> & { image: File | null };

export const serviceFieldPaths = fieldPathsOf(serviceFormSchema(true));

export function serviceValuesOf(service?: AdminServiceFieldsFragment): ServiceValues {
  return { ...contentValuesOf(serviceSchema, service), image: null };
}

/** What the API takes: the shared schema's fields, never the image (an upload beside it). */
export function serviceInputOf(values: ServiceValues): ServiceInput {
  return contentInputOf(serviceSchema, values);
}
