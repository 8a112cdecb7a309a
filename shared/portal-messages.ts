/**
 * The messages the server answers only to the signed-in portal's features (the lab's settings,
 * the quality survey and indicators, support requests), like shared/messages.ts: Spanish text,
 * marked for `lingui extract`. Kept apart so that a first visit of the public pages downloads
 * neither them nor their catalogue entries: the signed-in area registers them when it loads
 * (client/src/i18n/portal-server-messages.ts).
 */
export const portalMessages = {
  qualityRangeTooLong: /*i18n*/ 'El periodo puede abarcar hasta 3 años',
  qualityNpsTargetInvalid: /*i18n*/ 'La meta de NPS debe ser un número entero entre -100 y 100',
  qualityRatingTargetInvalid: /*i18n*/ 'La meta de calificación debe estar entre 1 y 5',
  qualityRateTargetInvalid: /*i18n*/ 'La meta de tasa de respuesta debe estar entre 0 y 100 %',
  qualityHoursTargetInvalid: /*i18n*/ 'La meta debe ser un número de horas mayor a 0 y de hasta 8760',
  qualityMinutesTargetInvalid: /*i18n*/ 'La meta debe ser un número de minutos mayor a 0 y de hasta 100000',
  qualityCountTargetInvalid: /*i18n*/ 'La meta debe ser un número entero mayor o igual a 0',
  openingHoursDaysInvalid: /*i18n*/ 'Indica el horario de los siete días de la semana, una vez cada uno',
  openingHoursIncomplete: /*i18n*/ 'Indica la hora de apertura y la de cierre, o deja el día cerrado',
  openingHoursOrder: /*i18n*/ 'La hora de cierre debe ser posterior a la de apertura',
  surveyTitleRequired: /*i18n*/ 'El título es requerido',
  surveyTitleMax: /*i18n*/ 'Máximo 120 caracteres',
  surveyIntroMax: /*i18n*/ 'Máximo 500 caracteres',
  surveyQuestionsMax: /*i18n*/ 'Una encuesta puede tener hasta 30 preguntas',
  surveyQuestionKindRequired: /*i18n*/ 'Elige el tipo de pregunta',
  surveyQuestionTextRequired: /*i18n*/ 'Escribe la pregunta',
  surveyQuestionTextMax: /*i18n*/ 'Máximo 200 caracteres',
  surveyChoicesCount: /*i18n*/ 'Escribe de 2 a 10 opciones',
  surveyChoiceRequired: /*i18n*/ 'Escribe la opción',
  surveyChoiceMax: /*i18n*/ 'Máximo 80 caracteres',
  surveyChoiceRepeated: /*i18n*/ 'Las opciones no se pueden repetir',
  surveyQuestionUnknown: /*i18n*/ 'Esta pregunta no pertenece a la encuesta',
  surveyLocked:
    /*i18n*/ 'Esta encuesta ya tiene respuestas: sus preguntas no se pueden quitar ni cambiar de tipo. Duplícala para reemplazarla.',
  surveyDeleteAnswered:
    /*i18n*/ 'Esta encuesta ya tiene respuestas y no se puede eliminar. Duplícala para reemplazarla.',
  surveyWithoutQuestions: /*i18n*/ 'Agrega al menos una pregunta antes de activar la encuesta',
  surveyAnswerRequired: /*i18n*/ 'Responde esta pregunta',
  surveyAnswersMissing: /*i18n*/ 'Responde todas las preguntas obligatorias',
  surveyAnswerRepeated: /*i18n*/ 'Cada pregunta se responde una sola vez',
  surveyNpsInvalid: /*i18n*/ 'Elige un número del 0 al 10',
  surveyRatingInvalid: /*i18n*/ 'Elige de 1 a 5 estrellas',
  surveyChoiceInvalid: /*i18n*/ 'Elige una de las opciones',
  surveyAlreadyAnswered: /*i18n*/ 'Ya respondiste esta encuesta. ¡Gracias!',
  surveyClosed: /*i18n*/ 'Esta encuesta ya no recibe respuestas',
  supportSubjectRequired: /*i18n*/ 'El asunto es requerido',
  supportSubjectMax: /*i18n*/ 'Máximo 120 caracteres',
  supportMessageRequired: /*i18n*/ 'El mensaje es requerido',
  supportMessageMax: /*i18n*/ 'Máximo 2000 caracteres',
  supportAttachmentInvalid: /*i18n*/ 'El archivo debe ser una imagen, un PDF, un video o un audio',
  supportRequestClosed: /*i18n*/ 'Esta solicitud está cerrada: envía una nueva solicitud',
  supportRequestClosedForStaff: /*i18n*/ 'Esta solicitud está cerrada: reábrela antes de continuar',
  supportAssigneeInvalid: /*i18n*/ 'Elige a un miembro activo del equipo de soporte',
  settingOnOffRequired: /*i18n*/ 'Indica si el ajuste está activado o desactivado',
  whatsappInvalid: /*i18n*/ 'El WhatsApp debe ser de 10 dígitos',
  settingsEmailMax: /*i18n*/ 'Máximo 254 caracteres',
  settingsAddressMax: /*i18n*/ 'Máximo 255 caracteres',
  legalLinkMax: /*i18n*/ 'Máximo 500 caracteres',
  defaultExpiryInvalid: /*i18n*/ 'Elige 30, 90, 180, 365 o 730 días, o sin vencimiento',
  chatAttachmentLimitInvalid:
    /*i18n*/ 'El límite de adjuntos debe ser un número entero de MB, desde 1 hasta el límite de archivos del servidor',
  maintenanceBannerMax: /*i18n*/ 'Máximo 200 caracteres',
  aeTitleInvalid: /*i18n*/ 'El AE title tiene de 1 a 16 caracteres sin acentos ni diagonal invertida',
  callingAeTitlesInvalid:
    /*i18n*/ 'Escribe los AE title de los equipos separados por comas, cada uno de 1 a 16 caracteres sin acentos ni diagonal invertida',
  scannerStudyTypeInvalid: /*i18n*/ 'Elige uno de los tipos de estudio',
  layoutColorInvalid: /*i18n*/ 'Elige uno de los seis colores del tema',
  layoutDirectionInvalid: /*i18n*/ 'Elige seguir el idioma, izquierda a derecha o derecha a izquierda',
  layoutTransitionInvalid: /*i18n*/ 'Elige una de las transiciones de página o sin animación',
  searchTextTooShort: /*i18n*/ 'Escribe al menos 2 caracteres para buscar',
  searchTextTooLong: /*i18n*/ 'Máximo 100 caracteres',
  searchFirstInvalid: /*i18n*/ 'Se pueden pedir de 1 a 20 resultados de cada tipo',
  // The app's sessions, the lab's notifications, downloads and DICOMweb: signed-in callers only.
  pushPublishLimit:
    /*i18n*/ 'Has enviado demasiadas notificaciones en la última hora. Espera un poco antes de publicar o reenviar otra',
  refreshTokenInvalid: /*i18n*/ 'Tu sesión en este dispositivo terminó. Inicia sesión de nuevo',
  /** A Range header outside a downloaded file (416). */
  rangeNotSatisfiable: /*i18n*/ 'El rango de bytes pedido no está dentro del archivo',
  dicomWebLimitInvalid:
    /*i18n*/ 'El límite y el desplazamiento de la búsqueda deben ser números enteros de 0 en adelante',
  dicomWebDateInvalid: /*i18n*/ 'La fecha de búsqueda debe tener la forma AAAAMMDD o un rango AAAAMMDD-AAAAMMDD',
  dicomWebFrameInvalid: /*i18n*/ 'Los cuadros pedidos deben ser números de cuadro de la imagen, separados por comas',
  dicomWebViewportInvalid: /*i18n*/ 'El tamaño pedido debe ser ancho y alto en píxeles, de 1 a 4096',
  dicomWebWindowInvalid: /*i18n*/ 'La ventana pedida debe ser centro y ancho, con un ancho mayor que 0',
  dicomWebMediaTypeUnsupported: /*i18n*/ 'El formato pedido no está disponible para esta imagen DICOM',
  dicomWebWadoInvalid: /*i18n*/ 'Falta un dato de la solicitud WADO: requestType=WADO, studyUID, seriesUID y objectUID',
  dicomWebNotRenderable: /*i18n*/ 'No se pudo generar la vista de esta imagen DICOM',
} as const;

export type PortalMessageKey = keyof typeof portalMessages;
