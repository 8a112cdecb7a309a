/** What every invitation to a new account says about its link to create the password. */
export const invitationTexts = {
  createPassword:
    /*i18n*/ 'Para entrar, primero crea tu contraseña con el enlace de este correo. Es válido por {days, plural, one {# día} other {# días}} y solo puede usarse una vez.',
  linkExpired:
    /*i18n*/ 'Si el enlace expiró, pide uno nuevo con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.',
  action: /*i18n*/ 'Crear mi contraseña',
};
