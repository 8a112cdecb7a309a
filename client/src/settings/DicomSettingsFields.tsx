import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import { SettingsStudyTypesDocument } from '../gql/graphql';
import { FormTextField } from '../shell/forms/FormTextField';

const half = { xs: 12, md: 6 };
/** The most an AE title holds (PS3.5, AE); the shared schema checks the characters. */
const aeTitleLength = 16;

/** "Equipo DICOM": how the lab's scanners reach the DICOM listener, and what becomes of a known patient's images. */
export function DicomSettingsFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const studyTypes = useQuery(SettingsStudyTypesDocument);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <FormTextField
          name="dicomAeTitle"
          label={t`AE title del portal`}
          helperText={t`El nombre con que los equipos llaman al portal: de 1 a 16 caracteres, sin acentos. Vacío: el del servidor.`}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: aeTitleLength, spellCheck: false, autoCapitalize: 'characters' } }}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          name="dicomCallingAeTitles"
          label={t`AE titles de los equipos`}
          helperText={t`Los AE titles de los equipos que pueden enviar estudios, separados por comas (por ejemplo PANORAMICO, CBCT); cualquier otro es rechazado. Vacío: los del servidor.`}
          disabled={disabled}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="scannerStudyTypeId"
          select
          label={t`Tipo de estudio de lo recibido del equipo`}
          helperText={t`Lo que llega con el «ID para el equipo» de un paciente se guarda en su expediente con este tipo, oculto y en proceso, para revisarlo antes de que el paciente lo vea.`}
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <Trans>Ninguno: esperan en Recibidos del equipo</Trans>
          </MenuItem>
          {(studyTypes.data?.studyTypes ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}
