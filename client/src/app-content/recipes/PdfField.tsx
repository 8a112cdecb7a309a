import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { translateServerMessage } from '../../i18n/server-messages';
import { useFileSizeLimitMb } from '../../shell/use-file-size-limit';
import { formatFileSize } from '../../shell/format/file-size';
import { pdfProblem, pdfTypes } from './pdf-rules';

type Props = {
  /** The formik field holding the File chosen in this form, or null. */
  name: string;
  label: string;
  /** The document the recipe has now, if any: previewed in a frame, like a study PDF. */
  current: { url: string; bytes: number; title: string } | null;
};

/** The recipe's PDF: the current one previewed inline, and a new one to upload with the form's save. */
export function PdfField({ name, label, current }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [field, meta, helpers] = useField<File | null>(name);
  const { submitCount } = useFormikContext();
  const limit = useFileSizeLimitMb();
  const [problem, setProblem] = useState<string | null>(null);
  const file = field.value;
  const formError = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
  const shownProblem = problem ?? (formError ? translateServerMessage(formError) : null);

  const choose = (chosen: File | null) => {
    void helpers.setValue(chosen);
    void helpers.setTouched(true, false);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const found = pdfProblem(chosen, limit);
    setProblem(found);
    if (!found) choose(chosen);
  };

  const fileName = file?.name ?? '';
  const fileSize = file ? formatFileSize(file.size, i18n.locale) : '';
  const currentSize = current ? formatFileSize(current.bytes, i18n.locale) : '';
  const currentTitle = current?.title ?? '';

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      {current && !file && (
        <Box
          component="iframe"
          src={current.url}
          title={t`Vista previa de «${currentTitle}»`}
          sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, width: '100%', height: 420 }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <PictureAsPdf color={shownProblem ? 'error' : 'action'} aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? (
              <Trans>
                PDF elegido: {fileName} ({fileSize}). Se subirá al guardar.
              </Trans>
            ) : current ? (
              <Trans>PDF actual ({currentSize})</Trans>
            ) : (
              <Trans>Aún no hay documento.</Trans>
            )}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-helper`}
          >
            {current || file ? <Trans>Cambiar PDF</Trans> : <Trans>Elegir PDF</Trans>}
          </Button>
          {file && (
            <Button
              color="inherit"
              onClick={() => {
                setProblem(null);
                choose(null);
              }}
            >
              <Trans>Descartar PDF elegido</Trans>
            </Button>
          )}
          {current && (
            <Button href={current.url} target="_blank" rel="noopener" color="inherit" endIcon={<OpenInNew />}>
              <Trans>Abrir en otra pestaña</Trans>
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText id={`${id}-helper`} error={Boolean(shownProblem)}>
        {shownProblem ?? t`Un PDF de hasta ${limit} MB. La app lo abre en el visor del teléfono.`}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        accept={pdfTypes.join(',')}
        hidden
        onChange={pick}
        aria-labelledby={`${id}-label`}
        data-testid={`${name}-input`}
      />
    </Box>
  );
}
