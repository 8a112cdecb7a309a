/**
 * Every user-facing message the server can answer with. The Spanish text is the product's
 * vocabulary (SPEC point 5) and the translation key used by the client catalogs.
 */
export const messages = {
  loginIdentifierRequired: 'Por favor, proporciona un correo o nombre de usuario',
  loginPasswordRequired: 'Por favor, proporciona tu contraseña',
  invalidCredentials: 'Las credenciales no son válidas o la cuenta no está activa',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo',
  sessionRequired: 'Tu sesión ha expirado. Inicia sesión de nuevo',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No se encontró el recurso solicitado',
  internalError: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde',
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido o ya expiró',
  currentPasswordWrong: 'La contraseña actual no es correcta',

  nameRequired: 'El nombre es requerido',
  lastnameRequired: 'El apellido paterno es requerido',
  motherLastnameRequired: 'El apellido materno es requerido',
  birthDateRequired: 'La fecha de nacimiento es requerida',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'El teléfono debe ser de 10 dígitos',
  stateRequired: 'El estado es requerido',
  cityRequired: 'La ciudad es requerida',
  addressRequired: 'La dirección es requerida',
  colonyRequired: 'La colonia es requerida',
  zipCodeRequired: 'El código postal es requerido',
  zipCodeInvalid: 'El código postal debe ser de 5 dígitos',
  openingTimeRequired: 'La hora de apertura es requerida',
  closingTimeRequired: 'La hora de cierre es requerida',
  timeInvalid: 'La hora debe tener el formato HH:MM',
  specialtyRequired: 'La especialidad es requerida',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Ingrese un correo electrónico valido',
  emailTaken: 'Este correo electrónico ya se encuentra registrado',
  usernameTaken: 'Este nombre de usuario ya se encuentra registrado',
  usernameInvalid: 'El nombre de usuario solo puede tener letras, números, puntos y guiones',
  passwordRequired: 'El password es requerido',
  passwordConfirmationRequired: 'La confirmación del password es requerida',
  passwordMin: 'El password debe tener al menos 6 caracteres',
  passwordMismatch: 'El password y la confirmación deben coincidir',
  sexInvalid: 'Selecciona masculino o femenino',
  maxInput: 'Máximo 42 caracteres',
  maxTextarea: 'Máximo 140 caracteres',
} as const;

export type MessageKey = keyof typeof messages;
