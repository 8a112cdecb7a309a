import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LabSettingName } from '../gql/graphql';

/** Each setting by the name the /admin form shows it with. */
export const settingLabels: Record<LabSettingName, MessageDescriptor> = {
  CONTACT_PHONE: msg`Teléfono`,
  WHATSAPP_NUMBER: msg`WhatsApp`,
  CONTACT_EMAIL: msg`Correo electrónico`,
  ADDRESS: msg`Dirección`,
  PRIVACY_NOTICE_URL: msg`Aviso de privacidad`,
  TERMS_URL: msg`Términos y condiciones`,
  WELCOME_TOUR: msg`Tour de bienvenida`,
  DEMO_MODE: msg`Modo demo`,
  MAINTENANCE_BANNER: msg`Aviso de mantenimiento`,
  DEFAULT_STUDY_EXPIRY_DAYS: msg`Vencimiento predeterminado`,
  CHAT_ATTACHMENT_LIMIT_MB: msg`Límite de adjuntos (MB)`,
  RESULT_READY_NOTIFICATIONS: msg`Avisar al paciente cuando su resultado esté listo`,
  DICOM_AE_TITLE: msg`AE title del portal`,
  DICOM_CALLING_AE_TITLES: msg`AE titles de los equipos`,
  SCANNER_STUDY_TYPE_ID: msg`Tipo de estudio de lo recibido del equipo`,
};

/** The settings whose values are "true" or "false". */
export const onOffSettings: readonly LabSettingName[] = ['WELCOME_TOUR', 'DEMO_MODE', 'RESULT_READY_NOTIFICATIONS'];
