import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages, spacesAvailablePattern, type MessageKey } from '../../../shared/messages';
import { i18n } from './i18n';

/**
 * One descriptor per server message (shared/messages.ts). The record is keyed by MessageKey,
 * so adding a server message without declaring it here fails the type check. The lookup goes
 * through the key because production builds strip the source text from descriptors.
 */
const descriptors: Record<MessageKey, MessageDescriptor> = {
  loginIdentifierRequired: msg`Por favor, proporciona un correo o nombre de usuario`,
  loginPasswordRequired: msg`Por favor, proporciona tu contraseña`,
  invalidCredentials: msg`Las credenciales no son válidas o la cuenta no está activa`,
  tooManyAttempts: msg`Demasiados intentos. Espera unos minutos e inténtalo de nuevo`,
  sessionRequired: msg`Tu sesión ha expirado. Inicia sesión de nuevo`,
  forbidden: msg`No tienes permiso para realizar esta acción`,
  notFound: msg`No se encontró el recurso solicitado`,
  internalError: msg`Ocurrió un error inesperado. Inténtalo de nuevo más tarde`,
  resetLinkInvalid: msg`El enlace para restablecer la contraseña no es válido o ya expiró`,
  currentPasswordWrong: msg`La contraseña actual no es correcta`,
  nameRequired: msg`El nombre es requerido`,
  lastnameRequired: msg`El apellido paterno es requerido`,
  motherLastnameRequired: msg`El apellido materno es requerido`,
  birthDateRequired: msg`La fecha de nacimiento es requerida`,
  birthDateInvalid: msg`La fecha de nacimiento no es válida`,
  phoneRequired: msg`El teléfono es requerido`,
  phoneInvalid: msg`El teléfono debe ser de 10 dígitos`,
  stateRequired: msg`El estado es requerido`,
  cityRequired: msg`La ciudad es requerida`,
  addressRequired: msg`La dirección es requerida`,
  colonyRequired: msg`La colonia es requerida`,
  zipCodeRequired: msg`El código postal es requerido`,
  zipCodeInvalid: msg`El código postal debe ser de 5 dígitos`,
  openingTimeRequired: msg`La hora de apertura es requerida`,
  closingTimeRequired: msg`La hora de cierre es requerida`,
  timeInvalid: msg`La hora debe tener el formato HH:MM`,
  specialtyRequired: msg`La especialidad es requerida`,
  emailRequired: msg`El correo electrónico es requerido`,
  emailInvalid: msg`Ingrese un correo electrónico valido`,
  emailTaken: msg`Este correo electrónico ya se encuentra registrado`,
  usernameTaken: msg`Este nombre de usuario ya se encuentra registrado`,
  usernameInvalid: msg`El nombre de usuario solo puede tener letras, números, puntos y guiones`,
  passwordRequired: msg`El password es requerido`,
  passwordConfirmationRequired: msg`La confirmación del password es requerida`,
  passwordMin: msg`El password debe tener al menos 8 caracteres`,
  passwordMax: msg`El password no puede tener más de 128 caracteres`,
  passwordCommon: msg`Este password es muy común y fácil de adivinar. Elige otro.`,
  passwordMismatch: msg`El password y la confirmación deben coincidir`,
  sexInvalid: msg`Selecciona masculino o femenino`,
  maxInput: msg`Máximo 42 caracteres`,
  maxTextarea: msg`Máximo 140 caracteres`,
  fieldRequired: msg`Campo requerido`,
  studentEmailInvalid: msg`El email debe ser válido`,
  spacesMin: msg`Mínimo aceptado: 1`,
  recoveryEmailInvalid: msg`El email debe tener formato válido`,
  emailInCourse: msg`El correo ya existe en el curso`,
  recoveryNotFound: msg`El correo ingresado no está registrado en este curso. Verifica que sea correcto.`,
  courseFull: msg`Cupo lleno`,
  courseExpired: msg`Curso vencido`,
  courseClosed: msg`Las inscripciones de este curso están cerradas`,
  cardInvalid: msg`Tarjeta inválida, revisa que los datos sean correctos.`,
  cardDeclined: msg`La tarjeta fue declinada.`,
  cardInsufficientFunds: msg`La tarjeta no tiene fondos suficientes.`,
  registrationSuccess: msg`¡Registro exitoso!`,
  idempotencyKeyReused: msg`Esta clave de idempotencia ya se usó para otro pago`,
  chatMessageEmpty: msg`Escribe un mensaje o adjunta un archivo`,
  chatMessageTooLong: msg`El mensaje no puede tener más de 2000 caracteres`,
  idempotencyKeyInvalid: msg`La clave de idempotencia no es válida`,
  paymentInProgress: msg`Este pago ya se está procesando. Espera un momento.`,
  paymentUnavailable: msg`No pudimos procesar el pago en este momento. Inténtalo de nuevo.`,
  paymentUnconfirmed: msg`No pudimos confirmar tu pago con el banco. No pagues de nuevo: si el cargo se hizo, en unos minutos recibirás la confirmación por correo; si no, los lugares se liberarán.`,
  courseNameRequired: msg`El nombre es requerido`,
  maxCourseInput: msg`Máximo 50 caracteres`,
  descriptionRequired: msg`La descripción es requerida`,
  courseDateRequired: msg`La fecha es requerida`,
  investmentInvalid: msg`La inversión debe ser un importe mayor o igual a 0`,
  quotaInvalid: msg`El cupo debe ser un número entero mayor o igual a 1`,
  quotaBelowSold: msg`El cupo no puede ser menor que los lugares ya vendidos`,
  courseStatusInvalid: msg`El estado del curso no es válido`,
  courseHasPaidRegistrations: msg`El curso tiene inscripciones pagadas y no puede eliminarse; desactívalo en su lugar`,
  imageInvalid: msg`La imagen debe ser JPG, PNG, GIF o WebP`,
  fileTooLarge: msg`El archivo supera el tamaño máximo permitido`,
  emailTakenActive: msg`Este correo electrónico ya se encuentra registrado y la cuenta está activa: el usuario puede recuperar su contraseña con «¿Olvidaste tu contraseña?»`,
  doctorRequired: msg`El doctor es requerido`,
  doctorInvalid: msg`Selecciona un doctor activo`,
  studyFileTypeInvalid: msg`Tipo de archivo no permitido. Sube imágenes, PDF, DICOM, ZIP o video`,
  studyFileMissing: msg`Uno de los archivos ya no está disponible; súbelo de nuevo`,
  studyFilesRequired: msg`Agrega al menos un archivo`,
  studyPatientRequired: msg`El paciente es requerido`,
  studyTypeRequired: msg`El tipo de estudio es requerido`,
  studyDateRequired: msg`La fecha del estudio es requerida`,
  studyExpiryInvalid: msg`La vigencia debe ser un número de días entre 1 y 3650`,
  studyStatusInvalid: msg`El estado del estudio no es válido`,
  studyGroupInvalid: msg`Uno de los grupos de estudio no existe`,
  dateInvalid: msg`La fecha no es válida: usa el formato AAAA-MM-DD`,
  accessLogRangeInvalid: msg`La fecha inicial no puede ser posterior a la fecha final`,
  accessLogPageInvalid: msg`Se pueden pedir de 1 a 200 registros por página`,
  pageSizeInvalid: msg`Se pueden pedir de 1 a 100 elementos por página`,
  cursorInvalid: msg`La posición de la página no es válida; vuelve a consultar desde el principio`,
  pageDirectionConflict: msg`Pide la página hacia adelante (first, after) o hacia atrás (last, before), no en ambos sentidos`,
  userTypeRequired: msg`El tipo de usuario es requerido`,
  userTypeInvalid: msg`El tipo de usuario no es válido`,
  ownAccountProtected: msg`No puedes desactivar, eliminar ni quitar el rol de administrador a tu propia cuenta`,
  doctorHasPatients: msg`El doctor tiene pacientes asignados: reasígnalos antes de cambiar su tipo de usuario`,
  rejectionReasonRequired: msg`El motivo del rechazo es requerido`,
  preRegistrationReviewed: msg`Esta solicitud de pre-registro ya fue revisada`,
  importFileInvalid: msg`El archivo debe ser un CSV con las columnas name, lastname, mother_lastname, email, phone y type`,
  importFileEmpty: msg`El archivo no tiene filas para importar`,
  importTooManyRows: msg`El archivo tiene más de 1000 filas: divídelo en varios archivos`,
  importEmailRepeated: msg`Este correo electrónico se repite en el archivo`,
  emailAvailable: msg`El correo está disponible`,
  recoverySent: msg`La inscripción ha sido enviada al correo ingresado. Revisa tu bandeja de entrada o spam.`,
  payloadTooLarge: msg`La solicitud es demasiado grande`,
  requestInvalid: msg`La solicitud no es válida: revisa su formato e inténtalo de nuevo`,
  mediaTypeUnsupported: msg`El tipo de contenido de la solicitud no es compatible`,
  idInvalid: msg`El identificador no es válido`,
  textInvalid: msg`El texto contiene caracteres no válidos`,
  valueInvalid: msg`El valor de este campo no es válido`,
  textTooLong: msg`El texto es demasiado largo`,
  serverBusy: msg`El servidor está ocupado. Inténtalo de nuevo en unos segundos`,
  oncePerRequest: msg`Esta operación solo puede enviarse una vez por solicitud`,
  operationUnknown: msg`La operación indicada no existe en la consulta`,
  operationNameRequired: msg`La consulta tiene varias operaciones: indica cuál ejecutar en operationName`,
  subscriptionOverSocket: msg`Las suscripciones solo funcionan por WebSocket`,
  queryTooLarge: msg`La consulta es demasiado larga`,
  queryTooDeep: msg`La consulta tiene demasiados niveles anidados`,
  queryTooManyAliases: msg`La consulta tiene demasiados alias`,
  queryTooManyDirectives: msg`La consulta tiene demasiadas directivas`,
  queryTooCostly: msg`La consulta es demasiado costosa`,
  queryTooManyRows: msg`La consulta pide demasiados elementos a la vez; pide menos por página`,
  spacesMax: msg`Máximo aceptado: 100`,
  amountTooLarge: msg`El importe total supera el máximo de un pago con tarjeta`,
  multipartInvalid: msg`El formulario enviado está incompleto o dañado. Inténtalo de nuevo`,
};

const keyByText = new Map<string, MessageKey>(
  (Object.keys(messages) as MessageKey[]).map((key) => [messages[key], key]),
);

// In development the descriptors keep their source text: flag any drift from shared/messages.ts.
if (import.meta.env.DEV) {
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (descriptors[key].message !== messages[key]) {
      console.error(`server-messages.ts is out of date for "${key}": update the msg text and run lingui extract`);
    }
  }
}

/** Translates a Spanish server (or shared validation) message; unknown text comes back as is. */
export function translateServerMessage(text: string): string {
  const key = keyByText.get(text);
  if (key) return i18n._(descriptors[key]);
  const match = spacesAvailablePattern.exec(text);
  if (!match) return text;
  const available = Number(match[1]);
  return i18n._(msg`Lugares disponibles: ${available}`);
}
