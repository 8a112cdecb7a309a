import { welcomeModalSchema } from '../../../../shared/validation/welcome-modal';
import type { AdminWelcomeModalFieldsFragment, WelcomeModalInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { appImageRule } from '../content-admin/app-image-rules';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

/** The shared rules, and an image that a new welcome modal must have. */
export const welcomeModalFormSchema = (isNew: boolean) => welcomeModalSchema.shape({ image: appImageRule(isNew) });

/** The welcome modal form's values: the shared schema's, and the image chosen in this form (null: none, or keep the current one). */
export type WelcomeModalValues = FormValues<typeof welcomeModalSchema> & { image: File | null };

export const welcomeModalFieldPaths = fieldPathsOf(welcomeModalFormSchema(true));

export function welcomeModalValuesOf(modal?: AdminWelcomeModalFieldsFragment): WelcomeModalValues {
  return { ...contentValuesOf(welcomeModalSchema, modal), image: null };
}

/** What the API takes: texts trimmed, an empty body as null, never the image (an upload beside it). */
export function welcomeModalInputOf(values: WelcomeModalValues): WelcomeModalInput {
  return contentInputOf(welcomeModalSchema, values);
}
