/**
 * The server's messages about the lab's administration of users: accounts, types, pre-
 * registrations and imports. One group of shared/messages.ts.
 */
export const userAdminMessages = {
  emailTakenActive:
    /*i18n*/ 'Este correo electrónico ya se encuentra registrado y la cuenta está activa: el usuario puede recuperar su contraseña con «¿Olvidaste tu contraseña?»',
  userTypeRequired: /*i18n*/ 'El tipo de usuario es requerido',
  userTypeInvalid: /*i18n*/ 'El tipo de usuario no es válido',
  ownAccountProtected: /*i18n*/ 'No puedes desactivar, eliminar ni quitar el rol de administrador a tu propia cuenta',
  doctorHasPatients: /*i18n*/ 'El doctor tiene pacientes asignados: reasígnalos antes de cambiar su tipo de usuario',
  rejectionReasonRequired: /*i18n*/ 'El motivo del rechazo es requerido',
  preRegistrationReviewed: /*i18n*/ 'Esta solicitud de pre-registro ya fue revisada',
  importFileInvalid:
    /*i18n*/ 'El archivo debe ser un CSV con las columnas name, lastname, mother_lastname, email, phone y type',
  importFileEmpty: /*i18n*/ 'El archivo no tiene filas para importar',
  importTooManyRows: /*i18n*/ 'El archivo tiene más de 1000 filas: divídelo en varios archivos',
  importEmailRepeated: /*i18n*/ 'Este correo electrónico se repite en el archivo',
} as const;
