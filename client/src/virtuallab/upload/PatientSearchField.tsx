import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useState } from 'react';
import { SearchStudyPatientsDocument, type StudyPatientOptionFragment } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { useDebouncedValue } from '../../shell/use-debounced-value';

const minSearchLength = 2;

type Props = { initial: StudyPatientOptionFragment | null };

/** "Paciente": found by name or email as the user types (2 letters or more), bound to formik's patientId. */
export function PatientSearchField({ initial }: Props) {
  const { t } = useLingui();
  const [, meta, helpers] = useField<string>('patientId');
  const [selected, setSelected] = useState<StudyPatientOptionFragment | null>(initial);
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const searching = term.length >= minSearchLength;
  const { data, previousData, loading } = useQuery(SearchStudyPatientsDocument, {
    variables: { search: term },
    skip: !searching,
  });
  const found = searching ? ((data ?? previousData)?.searchPatients ?? []) : [];
  // The chosen patient stays an option even when the current search does not find them.
  const options = selected && !found.some((patient) => patient.id === selected.id) ? [selected, ...found] : found;
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;

  return (
    <Autocomplete<StudyPatientOptionFragment>
      value={selected}
      options={options}
      loading={searching && loading}
      filterOptions={(all) => all}
      getOptionLabel={(patient) => patient.fullName}
      getOptionKey={(patient) => patient.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, patient) => {
        setSelected(patient);
        void helpers.setValue(patient?.id ?? '', true);
      }}
      onInputChange={(_, value, reason) => setTyped(reason === 'input' ? value : '')}
      onBlur={() => void helpers.setTouched(true)}
      noOptionsText={
        term.length < minSearchLength
          ? t`Escribe al menos 2 letras del nombre o del correo.`
          : t`Ningún paciente coincide`
      }
      loadingText={t`Buscando…`}
      renderOption={({ key, ...props }, patient) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{patient.fullName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {patient.doctor ? `${patient.email} · ${patient.doctor.fullName}` : patient.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={t`Paciente`}
          error={Boolean(error)}
          helperText={error ?? t`Busca por nombre o correo.`}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true } }}
        />
      )}
    />
  );
}
