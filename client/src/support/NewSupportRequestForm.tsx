import { useMutation } from '@apollo/client/react';
import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Formik, useField } from 'formik';
import { useRef, useState } from 'react';
import { generalMessages } from '../../../shared/messages/general';
import { supportMessageLength, supportRequestSchema, supportSubjectLength } from '../../../shared/validation/support';
import { CreateSupportRequestDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { ContentFormFrame } from '../shell/forms/ContentFormFrame';
import { emptyValuesOf, fieldPathsOf, inputOf, type FormValues } from '../shell/forms/schema-values';
import { useContentSubmit } from '../shell/forms/use-content-submit';
import { formatFileSize } from '../shell/format/file-size';
import { FormTextField } from '../shell/forms/FormTextField';
import { useFileSizeLimitMb } from '../shell/use-file-size-limit';
import type { SupportPaths } from './support-labels';

/** The shared schema's fields, and the file chosen in this form (it travels beside the input). */
type Values = FormValues<typeof supportRequestSchema> & { attachment: File | null };

const emptyRequest: Values = { ...emptyValuesOf(supportRequestSchema), attachment: null };
const fieldPaths = [...fieldPathsOf(supportRequestSchema), 'attachment'];

/** What a file input offers: the types the server takes (images, PDF, video, audio). */
const acceptedFiles = 'image/*,application/pdf,video/*,audio/*';

/** "Nueva solicitud": subject, message and an optional file, sent to the support staff. */
export function NewSupportRequestForm({ paths }: { paths: SupportPaths }) {
  const { t } = useLingui();
  const [create] = useMutation(CreateSupportRequestDocument, {
    // The lists read before hold no new request: they are read again when they open.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySupportRequests' }),
  });
  const submit = useContentSubmit<Values>({
    save: ({ attachment, ...values }) =>
      create({ variables: { input: inputOf(supportRequestSchema, values), attachment } }),
    fieldPaths,
    savedMessage: t`Solicitud enviada. Te avisaremos por correo cuando te respondamos.`,
    listPath: paths.list,
  });
  return (
    <Formik<Values> initialValues={emptyRequest} validationSchema={supportRequestSchema} onSubmit={submit}>
      <ContentFormFrame
        titleId="support-form-title"
        title={t`Nueva solicitud`}
        listPath={paths.list}
        submitLabel={t`Enviar solicitud`}
        note={t`El equipo de soporte te responderá por correo y aquí, en tus solicitudes.`}
      >
        <FormTextField
          name="subject"
          label={t`Asunto`}
          required
          maxChars={supportSubjectLength}
          slotProps={{ htmlInput: { maxLength: supportSubjectLength } }}
        />
        <FormTextField
          name="message"
          label={t`Mensaje`}
          helperText={t`Cuéntanos qué pasó y cómo podemos ayudarte.`}
          required
          multiline
          minRows={5}
          maxChars={supportMessageLength}
        />
        <AttachmentField />
      </ContentFormFrame>
    </Formik>
  );
}

/** One optional file, checked against the upload limit before it is sent. */
function AttachmentField() {
  const { t, i18n } = useLingui();
  const limitMb = useFileSizeLimitMb();
  const [field, meta, helpers] = useField<File | null>('attachment');
  const input = useRef<HTMLInputElement>(null);
  // A file over the limit is never set: the form's validation would clear an error set on the field.
  const [tooLarge, setTooLarge] = useState(false);
  const file = field.value;
  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setTooLarge(chosen.size > limitMb * 1024 * 1024);
    if (chosen.size <= limitMb * 1024 * 1024) void helpers.setValue(chosen, false);
  };
  const serverError = typeof meta.error === 'string' ? meta.error : undefined;
  const shown = tooLarge ? generalMessages.fileTooLarge : serverError;
  const error = shown ? translateServerMessage(shown) : undefined;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AttachFile />} onClick={() => input.current?.click()}>
          {file ? <Trans>Cambiar archivo</Trans> : <Trans>Adjuntar archivo</Trans>}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptedFiles}
          data-testid="support-file-input"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} ({formatFileSize(file.size, i18n.locale)})
            </Typography>
            <Button size="small" color="inherit" onClick={() => void helpers.setValue(null)}>
              <Trans>Quitar</Trans>
            </Button>
          </>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t`Opcional: una imagen, un PDF, un video o un audio de hasta ${limitMb} MB.`}
      </FormHelperText>
    </Stack>
  );
}
