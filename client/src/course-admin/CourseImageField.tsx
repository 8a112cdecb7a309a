import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { acceptedImageTypes, imageProblem } from '../shell/rich-text/upload-editor-image';

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const found = imageProblem(chosen, fileSizeLimitMb);
    setProblem(found);
    if (!found) onChange(chosen);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const limit = fileSizeLimitMb;
  const fileName = file?.name ?? '';

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        <Trans>Imagen del curso</Trans>
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 240,
            maxWidth: '100%',
            aspectRatio: '16 / 10',
            borderRadius: 1,
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={file ? t`Vista previa de la imagen elegida` : t`Imagen actual del curso`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <School sx={{ fontSize: 48, color: 'action.disabled' }} aria-hidden />
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternate />}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-helper`}
          >
            {shown ? <Trans>Cambiar imagen</Trans> : <Trans>Elegir imagen</Trans>}
          </Button>
          {file && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              <Trans>Descartar imagen elegida</Trans>
            </Button>
          )}
          <FormHelperText id={`${id}-helper`} error={Boolean(problem)} sx={{ m: 0 }}>
            {problem ??
              (file
                ? t`Imagen elegida: ${fileName}. Se subirá al guardar el curso.`
                : t`JPG, PNG, GIF o WebP, hasta ${limit} MB.`)}
          </FormHelperText>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        onChange={pick}
        aria-labelledby={`${id}-label`}
        data-testid="course-image-input"
      />
    </Box>
  );
}
