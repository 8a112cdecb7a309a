import School from '@mui/icons-material/School';
import { useLingui } from '@lingui/react/macro';
import { ImagePicker } from '../../shell/forms/ImagePicker';
import { acceptedImageTypes, imageProblem } from '../../shell/rich-text/upload-editor-image';

type Props = {
  /** The image the course has now, if any. */
  currentUrl: string | null | undefined;
  /** The image chosen in this form, uploaded after the course is saved. */
  file: File | null;
  onChange: (file: File | null) => void;
  fileSizeLimitMb: number;
};

/** Picks the course image and previews it; the form uploads it with setCourseImage after saving. */
export function CourseImageField({ currentUrl, file, onChange, fileSizeLimitMb }: Props) {
  const { t } = useLingui();
  const limit = fileSizeLimitMb;
  return (
    <ImagePicker
      label={t`Imagen del curso`}
      currentUrl={currentUrl}
      currentAlt={t`Imagen actual del curso`}
      file={file}
      onChange={onChange}
      accept={acceptedImageTypes}
      problemOf={(chosen) => imageProblem(chosen, fileSizeLimitMb)}
      hint={t`JPG, PNG, GIF o WebP, hasta ${limit} MB.`}
      chosenHint={(fileName) => t`Imagen elegida: ${fileName}. Se subirá al guardar el curso.`}
      placeholderIcon={School}
      testId="course-image-input"
    />
  );
}
