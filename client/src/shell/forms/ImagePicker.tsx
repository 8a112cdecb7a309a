import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ElementType } from 'react';

export type ImagePickerProps = {
  label: string;
  /** The image the item has now, if any. */
  currentUrl: string | null | undefined;
  /** What a screen reader says of the current image. */
  currentAlt: string;
  /** The image chosen in this form, uploaded when it is saved. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Media types the input offers and the check accepts. */
  accept: readonly string[];
  /** The message to show for a file that may not go (type or size), or null. */
  problemOf: (file: File) => string | null;
  /** What the helper says while no file is chosen: formats and size limit. */
  hint: string;
  /** What the helper says once a file is chosen. */
  chosenHint: (fileName: string) => string;
  /** An error of the form's own (the server refused the file, or it is required). */
  error?: string | null;
  placeholderIcon?: ElementType;
  aspectRatio?: string;
  testId?: string;
};

/** Picks an image and previews it (the current one until another is chosen); the form uploads it on save. */
export function ImagePicker(props: ImagePickerProps) {
  const { label, currentUrl, currentAlt, file, onChange, accept, problemOf, hint, chosenHint, error } = props;
  const PlaceholderIcon = props.placeholderIcon ?? ImageOutlined;
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
    const found = problemOf(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const shownProblem = problem ?? error ?? null;

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 240,
            maxWidth: '100%',
            aspectRatio: props.aspectRatio ?? '16 / 10',
            borderRadius: 1,
            border: 1,
            borderColor: shownProblem ? 'error.main' : 'divider',
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
              alt={file ? t`Vista previa de la imagen elegida` : currentAlt}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <PlaceholderIcon sx={{ fontSize: 48, color: 'action.disabled' }} aria-hidden />
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
          <FormHelperText id={`${id}-helper`} error={Boolean(shownProblem)} sx={{ m: 0 }}>
            {shownProblem ?? (file ? chosenHint(file.name) : hint)}
          </FormHelperText>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        hidden
        onChange={pick}
        aria-labelledby={`${id}-label`}
        data-testid={props.testId}
      />
    </Box>
  );
}
