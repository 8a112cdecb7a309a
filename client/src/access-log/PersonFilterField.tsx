import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDebouncedValue } from '../shell/use-debounced-value';
import type { PersonOption } from './access-log-filter';

export const minSearchLength = 2;

type Props = {
  label: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  /** The people whose name or email hold the typed words (called with 2 letters or more). */
  useOptions: (term: string, skip: boolean) => { options: PersonOption[]; loading: boolean };
  noneFound: string;
};

/** Picks one person by name or email as the admin types; the list comes from the server. */
export function PersonFilterField({ label, value, onChange, useOptions, noneFound }: Props) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const searching = term.length >= minSearchLength;
  const { options: found, loading } = useOptions(term, !searching);
  // The chosen person stays an option even when the current search does not find them.
  const options = value && !found.some((person) => person.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete<PersonOption>
      value={value}
      options={searching ? options : value ? [value] : []}
      loading={searching && loading}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.fullName}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, person) => onChange(person)}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      noOptionsText={searching ? noneFound : t`Escribe al menos 2 letras del nombre o del correo.`}
      loadingText={t`Buscando…`}
      sx={{ flex: '1 1 240px', minWidth: 220 }}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{person.fullName}</Typography>
            {person.detail && (
              <Typography variant="caption" color="text.secondary">
                {person.detail}
              </Typography>
            )}
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} size="small" label={label} placeholder={t`Nombre o correo`} />}
    />
  );
}
