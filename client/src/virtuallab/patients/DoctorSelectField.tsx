import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useState } from 'react';
import { DoctorOptionsDocument } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { useDebouncedValue } from '../../shell/use-debounced-value';

export type DoctorOption = { id: string; fullName: string; specialty?: string | null };

/** The patient's doctor (staff only): an active doctor found by name, bound to formik's doctorId. */
export function DoctorSelectField({ initial }: { initial: DoctorOption | null }) {
  const { t } = useLingui();
  const [, meta, helpers] = useField<string>('doctorId');
  const [selected, setSelected] = useState<DoctorOption | null>(initial);
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const { data, loading } = useQuery(DoctorOptionsDocument, { variables: { search: term === '' ? null : term } });
  const found = data?.virtualLabDoctors.edges.map((edge) => edge.node) ?? [];
  // The chosen doctor stays an option even when the current search does not find them.
  const options = selected && !found.some((doctor) => doctor.id === selected.id) ? [selected, ...found] : found;
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;

  return (
    <Autocomplete<DoctorOption>
      value={selected}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(doctor) => doctor.fullName}
      getOptionKey={(doctor) => doctor.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, doctor) => {
        setSelected(doctor);
        void helpers.setValue(doctor?.id ?? '', true);
      }}
      onInputChange={(_, value, reason) => setTyped(reason === 'input' ? value : '')}
      onBlur={() => void helpers.setTouched(true)}
      noOptionsText={t`Ningún doctor activo coincide`}
      loadingText={t`Buscando…`}
      renderOption={({ key, ...props }, doctor) => (
        <li key={key} {...props}>
          {doctor.specialty ? `${doctor.fullName} · ${doctor.specialty}` : doctor.fullName}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={t`Doctor`}
          error={Boolean(error)}
          helperText={error ?? t`Escribe para buscar por nombre o correo.`}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true } }}
        />
      )}
    />
  );
}
