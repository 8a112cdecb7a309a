import { msg } from '@lingui/core/macro';

/** The "result ready" setting's label and explanation, the same on /notifications and /admin. */
export const resultReadyTexts = {
  label: msg`Avisar al paciente cuando su resultado esté listo`,
  help: msg`Cuando se guarda un estudio con archivos, o se vuelve a mostrar, el paciente recibe una notificación en la app y un mensaje en su chat con el enlace al estudio. Una sola vez por estudio.`,
};
