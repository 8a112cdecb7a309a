import { msg } from '@lingui/core/macro';

/** The laboratory's name as shown in headers and the document title. */
export const brandName = msg`Laboratorio de Imagen Diagnóstica`;
