import { useLingui } from '@lingui/react/macro';
import { altTextLength } from '../../../../shared/validation/alt-text';
import { FormTextField } from '../../shell/forms/FormTextField';

/** The required "altText" field of a formik form with an app image: what a screen reader says of it. */
export function AltTextField() {
  const { t } = useLingui();
  return (
    <FormTextField
      name="altText"
      label={t`Texto alternativo`}
      helperText={t`Lo que el lector de pantalla dice de la imagen; describe lo que muestra.`}
      required
      slotProps={{ htmlInput: { maxLength: altTextLength } }}
    />
  );
}
