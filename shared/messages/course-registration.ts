/**
 * The server's messages about registering for a course, paying by card and recovering a
 * registration. One group of shared/messages.ts.
 */
export const courseRegistrationMessages = {
  fieldRequired: /*i18n*/ 'Campo requerido',
  studentEmailInvalid: /*i18n*/ 'El email debe ser válido',
  spacesMin: /*i18n*/ 'Mínimo aceptado: 1',
  /** limits.maxSpacesPerPayment */
  spacesMax: /*i18n*/ 'Máximo aceptado: 100',
  recoveryEmailInvalid: /*i18n*/ 'El email debe tener formato válido',
  emailInCourse: /*i18n*/ 'El correo ya existe en el curso',
  recoveryNotFound: /*i18n*/ 'El correo ingresado no está registrado en este curso. Verifica que sea correcto.',
  courseFull: /*i18n*/ 'Cupo lleno',
  courseExpired: /*i18n*/ 'Curso vencido',
  courseClosed: /*i18n*/ 'Las inscripciones de este curso están cerradas',
  cardInvalid: /*i18n*/ 'Tarjeta inválida, revisa que los datos sean correctos.',
  cardDigitsOnly: /*i18n*/ 'Debes ingresar solo numeros.',
  cardNumberTooLong: /*i18n*/ 'Solo se aceptan 16 dígitos.',
  cardNumberLength: /*i18n*/ 'El número de tarjeta debe tener 16 dígitos',
  cardNumberAmexLength: /*i18n*/ 'El número de tarjeta American Express debe tener 15 dígitos',
  cardNumberInvalid: /*i18n*/ 'El número de tarjeta no es válido: revisa que esté bien escrito',
  cardExpiryFormat: /*i18n*/ 'Usa el formato MM/AA',
  cardExpired: /*i18n*/ 'La fecha de vencimiento ya pasó',
  cardCvcRequired: /*i18n*/ 'Requerido',
  cardCvcLength: /*i18n*/ 'El CVC debe tener 3 dígitos',
  cardCvcAmexLength: /*i18n*/ 'El CVC de American Express debe tener 4 dígitos',
  cardDeclined: /*i18n*/ 'La tarjeta fue declinada.',
  cardInsufficientFunds: /*i18n*/ 'La tarjeta no tiene fondos suficientes.',
  registrationSuccess: /*i18n*/ '¡Registro exitoso!',
  idempotencyKeyInvalid: /*i18n*/ 'La clave de idempotencia no es válida',
  idempotencyKeyReused: /*i18n*/ 'Esta clave de idempotencia ya se usó para otro pago',
  paymentInProgress: /*i18n*/ 'Este pago ya se está procesando. Espera un momento.',
  paymentUnavailable: /*i18n*/ 'No pudimos procesar el pago en este momento. Inténtalo de nuevo.',
  paymentUnconfirmed:
    /*i18n*/ 'No pudimos confirmar tu pago con el banco. No pagues de nuevo: si el cargo se hizo, en unos minutos recibirás la confirmación por correo; si no, los lugares se liberarán.',
  amountTooLarge: /*i18n*/ 'El importe total supera el máximo de un pago con tarjeta',
  emailAvailable: /*i18n*/ 'El correo está disponible',
  recoverySent: /*i18n*/ 'La inscripción ha sido enviada al correo ingresado. Revisa tu bandeja de entrada o spam.',
} as const;
