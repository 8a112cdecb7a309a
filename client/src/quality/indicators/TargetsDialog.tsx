import { useMutation } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  qualityIndicatorKeys,
  type QualityIndicatorKey,
  qualityTargetsSchema,
} from '../../../../shared/validation/quality';
import { type QualityTargetsFieldsFragment, UpdateQualityTargetsDocument } from '../../gql/graphql';
import { FormTextField } from '../../shell/forms/FormTextField';
import { fieldPathsOf, inputOf, valuesOf } from '../../shell/forms/schema-values';
import { FormDialog } from './FormDialog';

const targetFields = fieldPathsOf(qualityTargetsSchema);

/** "Metas": the admin sets a target per indicator; an empty field is "no target". */
export function TargetsDialog({ targets, onClose }: { targets: QualityTargetsFieldsFragment; onClose: () => void }) {
  const { t } = useLingui();
  const [update] = useMutation(UpdateQualityTargetsDocument);
  const labels: Record<QualityIndicatorKey, string> = {
    nps: t`NPS mínimo (de -100 a 100)`,
    averageRating: t`Calificación promedio mínima (de 1 a 5)`,
    responseRate: t`Tasa de respuesta mínima (%)`,
    turnaroundMedianHours: t`Tiempo de entrega, mediana máxima (horas)`,
    turnaroundP90Hours: t`Tiempo de entrega, percentil 90 máximo (horas)`,
    chatFirstResponseMedianMinutes: t`Primera respuesta del chat, mediana máxima (minutos)`,
    chatFirstResponseP90Minutes: t`Primera respuesta del chat, percentil 90 máximo (minutos)`,
    expiredUnread: t`Resultados vencidos sin abrir, máximo`,
  };
  return (
    <FormDialog
      title={t`Metas`}
      initialValues={valuesOf(qualityTargetsSchema, targets)}
      schema={qualityTargetsSchema}
      fields={targetFields}
      savedMessage={t`Metas guardadas`}
      onClose={onClose}
      onSave={(values) => update({ variables: { input: inputOf(qualityTargetsSchema, values) } })}
    >
      <DialogContentText>
        <Trans>Deja un campo vacío si ese indicador no tiene meta.</Trans>
      </DialogContentText>
      {qualityIndicatorKeys.map((key) => (
        <FormTextField
          key={key}
          name={key}
          label={labels[key]}
          type="number"
          slotProps={{ htmlInput: { step: 'any' } }}
        />
      ))}
    </FormDialog>
  );
}
