/** The server's messages about the lab's editing of its courses. One group of shared/messages.ts. */
export const courseAdminMessages = {
  courseNameRequired: /*i18n*/ 'El nombre es requerido',
  maxCourseInput: /*i18n*/ 'Máximo 50 caracteres',
  descriptionRequired: /*i18n*/ 'La descripción es requerida',
  courseDateRequired: /*i18n*/ 'La fecha es requerida',
  investmentInvalid: /*i18n*/ 'La inversión debe ser un importe mayor o igual a 0',
  quotaInvalid: /*i18n*/ 'El cupo debe ser un número entero mayor o igual a 1',
  quotaBelowSold: /*i18n*/ 'El cupo no puede ser menor que los lugares ya vendidos',
  courseStatusInvalid: /*i18n*/ 'El estado del curso no es válido',
  courseHasPaidRegistrations:
    /*i18n*/ 'El curso tiene inscripciones pagadas y no puede eliminarse; desactívalo en su lugar',
  imageInvalid: /*i18n*/ 'La imagen debe ser JPG, PNG, GIF o WebP',
} as const;
