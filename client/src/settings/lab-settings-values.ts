import { labSettingsFields } from '../../../shared/validation/lab-settings';
import type { LabSettingsFieldsFragment, LabSettingsInput } from '../gql/graphql';
import { fieldPathsOf, inputOf, valuesOf, type FormValues } from '../shell/forms/schema-values';

/**
 * The settings as the /admin form holds them, the shared schema's fields: texts '' when not set,
 * "Sin vencimiento" as '' (the choices are numbers), the chat limit as its number field gives it,
 * and '' as "Ninguno" for the scanners' study type (what they send for a known patient waits in the inbox).
 */
export type LabSettingsValues = Omit<
  FormValues<typeof labSettingsFields>,
  'defaultStudyExpiryDays' | 'chatAttachmentLimitMb'
> & { defaultStudyExpiryDays: number | ''; chatAttachmentLimitMb: number | string };

/** The form's fields, which the server names in extensions.field. */
export const labSettingsFieldPaths = fieldPathsOf(labSettingsFields);

export function toLabSettingsValues(settings: LabSettingsFieldsFragment): LabSettingsValues {
  return {
    ...valuesOf(labSettingsFields, settings),
    defaultStudyExpiryDays: settings.defaultStudyExpiryDays ?? '',
    chatAttachmentLimitMb: settings.chatAttachmentLimitMb,
  };
}

/** Every setting as the API takes it (texts trimmed, empty ones null); the server logs only those that changed. */
export function toLabSettingsInput(values: LabSettingsValues): LabSettingsInput {
  return {
    ...inputOf(labSettingsFields, values),
    scannerStudyTypeId: values.scannerStudyTypeId || null,
  };
}
