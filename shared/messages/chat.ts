/**
 * The server's messages about the chat between patients, doctors and the lab. One group of
 * shared/messages.ts.
 */
export const chatMessages = {
  chatMessageEmpty: /*i18n*/ 'Escribe un mensaje o adjunta un archivo',
  chatMessageTooLong: /*i18n*/ 'El mensaje no puede tener más de 2000 caracteres',
} as const;
