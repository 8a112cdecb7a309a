import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';
import { useSnackbar } from '../feedback/feedback-context';
import { useFileSizeLimitMb } from '../use-file-size-limit';
import { RichTextEditor } from './RichTextEditor';

type Props = { id: string; helperText: string; name?: string; label?: string };

/**
 * A required rich-text field of a form in the editor, by default the Descripción (formik field
 * `descriptionHtml`): validation text under it, touched on blur, image uploads up to the server's size limit.
 */
export function FormRichTextField({ id, helperText, name = 'descriptionHtml', label }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const fileSizeLimitMb = useFileSizeLimitMb();
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;
  return (
    <RichTextEditor
      id={id}
      label={label ?? t`Descripción`}
      required
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      fileSizeLimitMb={fileSizeLimitMb}
      onUploadError={snackbar.error}
      error={error}
      helperText={helperText}
    />
  );
}
