/**
 * The server's messages about a study's share links: validity, PIN and email. One group of
 * shared/messages.ts.
 */
export const studyShareMessages = {
  shareDaysInvalid: /*i18n*/ 'La vigencia del enlace debe ser de 1 a 30 días',
  sharePinInvalid: /*i18n*/ 'El PIN son 6 dígitos',
  shareEmailLinkInvalid: /*i18n*/ 'Este enlace ya no se puede enviar: crea uno nuevo',
} as const;
