/**
 * The server's messages about the notifications the lab sends and the devices that receive them.
 * One group of shared/messages.ts.
 */
export const notificationMessages = {
  notificationBodyRequired: /*i18n*/ 'El mensaje de la notificación es requerido',
  notificationBodyMax: /*i18n*/ 'Máximo 255 caracteres',
  notificationAudienceRequired: /*i18n*/ 'Elige a quién se envía la notificación',
  notificationUserRequired: /*i18n*/ 'Elige el usuario que recibirá la notificación',
  notificationUserInactive: /*i18n*/ 'El usuario no existe o está desactivado',
  deviceTokenRequired: /*i18n*/ 'El token de notificaciones del dispositivo es requerido',
  deviceTokenMax: /*i18n*/ 'El token de notificaciones no puede tener más de 4096 caracteres',
  devicePlatformInvalid: /*i18n*/ 'La plataforma del dispositivo debe ser Android, iOS o web',
  appVersionRequired: /*i18n*/ 'La versión de la app es requerida',
  appVersionMax: /*i18n*/ 'Máximo 40 caracteres',
  resultReadySettingRequired: /*i18n*/ 'Indica si se avisa al paciente cuando su resultado esté listo',
} as const;
