import type { LabSettingsFieldsFragment, LabSettingsInput } from '../gql/graphql';

/** The settings as the /admin form holds them: texts '' when not set, "Sin vencimiento" as ''. */
export type LabSettingsValues = {
  contactPhone: string;
  whatsappNumber: string;
  contactEmail: string;
  address: string;
  privacyNoticeUrl: string;
  termsUrl: string;
  welcomeTour: boolean;
  demoMode: boolean;
  maintenanceBanner: string;
  defaultStudyExpiryDays: number | '';
  chatAttachmentLimitMb: number | string;
  resultReadyNotifications: boolean;
  dicomAeTitle: string;
  dicomCallingAeTitles: string;
  /** '' is "Ninguno": what the scanners send for a known patient waits in the inbox. */
  scannerStudyTypeId: string;
};

/** The form's fields, which the server names in extensions.field. */
export const labSettingsFieldPaths: readonly (keyof LabSettingsValues)[] = [
  'contactPhone',
  'whatsappNumber',
  'contactEmail',
  'address',
  'privacyNoticeUrl',
  'termsUrl',
  'welcomeTour',
  'demoMode',
  'maintenanceBanner',
  'defaultStudyExpiryDays',
  'chatAttachmentLimitMb',
  'resultReadyNotifications',
  'dicomAeTitle',
  'dicomCallingAeTitles',
  'scannerStudyTypeId',
];

export function toLabSettingsValues(settings: LabSettingsFieldsFragment): LabSettingsValues {
  return {
    contactPhone: settings.contactPhone ?? '',
    whatsappNumber: settings.whatsappNumber ?? '',
    contactEmail: settings.contactEmail ?? '',
    address: settings.address ?? '',
    privacyNoticeUrl: settings.privacyNoticeUrl ?? '',
    termsUrl: settings.termsUrl ?? '',
    welcomeTour: settings.welcomeTour,
    demoMode: settings.demoMode,
    maintenanceBanner: settings.maintenanceBanner ?? '',
    defaultStudyExpiryDays: settings.defaultStudyExpiryDays ?? '',
    chatAttachmentLimitMb: settings.chatAttachmentLimitMb,
    resultReadyNotifications: settings.resultReadyNotifications,
    dicomAeTitle: settings.dicomAeTitle ?? '',
    dicomCallingAeTitles: settings.dicomCallingAeTitles ?? '',
    scannerStudyTypeId: settings.scannerStudyTypeId ?? '',
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** Every setting as the API takes it; the server logs only those that changed. */
export function toLabSettingsInput(values: LabSettingsValues): LabSettingsInput {
  return {
    contactPhone: textOrNull(values.contactPhone),
    whatsappNumber: textOrNull(values.whatsappNumber),
    contactEmail: textOrNull(values.contactEmail),
    address: textOrNull(values.address),
    privacyNoticeUrl: textOrNull(values.privacyNoticeUrl),
    termsUrl: textOrNull(values.termsUrl),
    welcomeTour: values.welcomeTour,
    demoMode: values.demoMode,
    maintenanceBanner: textOrNull(values.maintenanceBanner),
    defaultStudyExpiryDays: values.defaultStudyExpiryDays === '' ? null : values.defaultStudyExpiryDays,
    chatAttachmentLimitMb: Number(values.chatAttachmentLimitMb),
    resultReadyNotifications: values.resultReadyNotifications,
    dicomAeTitle: textOrNull(values.dicomAeTitle),
    dicomCallingAeTitles: textOrNull(values.dicomCallingAeTitles),
    scannerStudyTypeId: values.scannerStudyTypeId || null,
  };
}
