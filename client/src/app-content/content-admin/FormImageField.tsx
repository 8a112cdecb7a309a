import { useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import type { ElementType } from 'react';
import { translateServerMessage } from '../../i18n/server-messages';
import { ImagePicker } from '../../shell/forms/ImagePicker';
import { useFileSizeLimitMb } from '../../shell/use-file-size-limit';
import { appImageProblem, appImageTypes } from './app-image-rules';

type Props = {
  /** The formik field holding the File chosen in this form, or null. */
  name: string;
  label: string;
  /** The image the item has now (its URL), if any. */
  currentUrl: string | null | undefined;
  currentAlt: string;
  placeholderIcon?: ElementType;
  aspectRatio?: string;
};

/**
 * The image of an app content form: PNG, JPG or WebP up to the server's size limit, previewed;
 * uploaded with the form's save. A refusal of the server or the form's rule shows under it.
 */
export function FormImageField({ name, label, currentUrl, currentAlt, placeholderIcon, aspectRatio }: Props) {
  const { t } = useLingui();
  const [field, meta, helpers] = useField<File | null>(name);
  const { submitCount } = useFormikContext();
  const limit = useFileSizeLimitMb();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
  return (
    <ImagePicker
      label={label}
      currentUrl={currentUrl}
      currentAlt={currentAlt}
      file={field.value}
      onChange={(file) => {
        void helpers.setValue(file);
        void helpers.setTouched(true, false);
      }}
      accept={appImageTypes}
      problemOf={(file) => appImageProblem(file, limit)}
      hint={t`PNG, JPG o WebP, hasta ${limit} MB. La app recibe tamaños para cada pantalla.`}
      chosenHint={(fileName) => t`Imagen elegida: ${fileName}. Se subirá al guardar.`}
      error={error ? translateServerMessage(error) : null}
      placeholderIcon={placeholderIcon}
      aspectRatio={aspectRatio}
      testId={`${name}-input`}
    />
  );
}
