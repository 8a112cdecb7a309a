import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClinicalAccessAction } from '../gql/graphql';

/** What each action reads as in the table. */
export const actionLabels: Record<ClinicalAccessAction, MessageDescriptor> = {
  FILE_VIEW: msg`Vio un archivo`,
  FILE_DOWNLOAD: msg`Descargó un archivo`,
  FILE_UPLOAD: msg`Subió un archivo`,
  FILE_DELETE: msg`Eliminó`,
  PATIENT_RECORD_READ: msg`Consultó el expediente`,
  STUDY_LIST_READ: msg`Consultó la lista de estudios`,
  STUDY_READ: msg`Consultó un estudio`,
  CHAT_ATTACHMENT_DOWNLOAD: msg`Descargó un adjunto del chat`,
  RESULT_READY_PUSH: msg`Avisó que el resultado está listo`,
  RESULT_READY_CHAT_MESSAGE: msg`Envió el enlace del resultado por chat`,
  VIEWER_OPEN: msg`Abrió las imágenes en el visor`,
  SHARE_OPEN: msg`Abrió un enlace compartido`,
  SHARE_DOWNLOAD: msg`Descargó con un enlace compartido`,
};
