/**
 * The server's messages about signing in (with a password or an identity provider) and resetting
 * or changing a password. One group of shared/messages.ts.
 */
export const signInMessages = {
  loginIdentifierRequired: /*i18n*/ 'Por favor, proporciona un correo o nombre de usuario',
  loginPasswordRequired: /*i18n*/ 'Por favor, proporciona tu contraseña',
  invalidCredentials: /*i18n*/ 'Las credenciales no son válidas o la cuenta no está activa',
  resetLinkInvalid: /*i18n*/ 'El enlace para restablecer la contraseña no es válido o ya expiró',
  currentPasswordWrong: /*i18n*/ 'La contraseña actual no es correcta',
  identityProviderNoAccount: /*i18n*/ 'No hay una cuenta activa con ese correo',
  identityProviderEmailUnverified: /*i18n*/ 'El proveedor de identidad no ha verificado tu correo',
  identityProviderUnavailable: /*i18n*/ 'No fue posible comunicarse con el proveedor de identidad. Inténtalo más tarde',
  identityProviderCancelled: /*i18n*/ 'Se canceló el inicio de sesión con el proveedor de identidad',
  identityProviderInvalid:
    /*i18n*/ 'El inicio de sesión con el proveedor de identidad no es válido o ya expiró. Inténtalo de nuevo',
} as const;
