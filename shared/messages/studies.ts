/**
 * The server's messages about patients' studies: their doctor, files (DICOM among them), groups,
 * branch office and access log. One group of shared/messages.ts.
 */
export const studyMessages = {
  doctorRequired: /*i18n*/ 'El doctor es requerido',
  doctorInvalid: /*i18n*/ 'Selecciona un doctor activo',
  studyFileTypeInvalid: /*i18n*/ 'Tipo de archivo no permitido. Sube imágenes, PDF, DICOM, ZIP o video',
  studyFileMissing: /*i18n*/ 'Uno de los archivos ya no está disponible; súbelo de nuevo',
  studyFilesRequired: /*i18n*/ 'Agrega al menos un archivo',
  dicomNotDicom: /*i18n*/ 'Este archivo no es un archivo DICOM',
  dicomUnreadable: /*i18n*/ 'No se pudo leer el encabezado DICOM de este archivo',
  dicomTruncated: /*i18n*/ 'Este archivo DICOM está incompleto: súbelo de nuevo completo',
  dicomNoPixelData: /*i18n*/ 'Este archivo DICOM no contiene la imagen',
  dicomPatientMismatch:
    /*i18n*/ 'El paciente de los archivos DICOM no coincide con el paciente del estudio. Compáralos y confirma antes de guardar',
  dicomReceivedNotPending: /*i18n*/ 'Este estudio recibido del equipo ya fue asignado o descartado',
  studyPatientRequired: /*i18n*/ 'El paciente es requerido',
  studyTypeRequired: /*i18n*/ 'El tipo de estudio es requerido',
  studyDateRequired: /*i18n*/ 'La fecha del estudio es requerida',
  studyExpiryInvalid: /*i18n*/ 'La vigencia debe ser un número de días entre 1 y 3650',
  studyStatusInvalid: /*i18n*/ 'El estado del estudio no es válido',
  studyGroupInvalid: /*i18n*/ 'Uno de los grupos de estudio no existe',
  studyBranchOfficeUnknown: /*i18n*/ 'La sucursal elegida no existe',
  accessLogRangeInvalid: /*i18n*/ 'La fecha inicial no puede ser posterior a la fecha final',
  accessLogPageInvalid: /*i18n*/ 'Se pueden pedir de 1 a 200 registros por página',
} as const;
