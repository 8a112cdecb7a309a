import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useState } from 'react';
import { translateServerMessage } from '../../i18n/server-messages';
import { useDebouncedValue } from '../use-debounced-value';

/** A person the field can choose: their id goes into the form, their name into the box. */
export type PersonChoice = { id: string; fullName: string };

type Props<T extends PersonChoice> = {
  /** The formik field that holds the chosen person's id ('' for none). */
  name: string;
  label: string;
  helperText: string;
  /** The person chosen when the form opens. */
  initial: T | null;
  /** Search only from two letters on (the list asks for them until then); otherwise at once. */
  waitForTwoLetters?: boolean;
  /** The people the server finds for the typed text (trimmed, once typing pauses); `skip` while too short. */
  useOptions: (term: string, skip: boolean) => { options: readonly T[]; loading: boolean };
  /** What the option says under the name (email, specialty…). */
  detailOf: (person: T) => string | null | undefined;
  /** What the list says when the server finds no one. */
  noneFound: string;
};

/** Chooses one person found by the server as the user types, bound to a formik id field; required. */
export function FormPersonField<T extends PersonChoice>(props: Props<T>) {
  const { name, label, helperText, initial, waitForTwoLetters = false, useOptions, detailOf, noneFound } = props;
  const { t } = useLingui();
  const [, meta, helpers] = useField<string>(name);
  const [selected, setSelected] = useState<T | null>(initial);
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const searching = !waitForTwoLetters || term.length >= 2;
  const result = useOptions(term, !searching);
  const found = searching ? result.options : [];
  // The chosen person stays an option even when the current search does not find them.
  const options = selected && !found.some((person) => person.id === selected.id) ? [selected, ...found] : found;
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;

  return (
    <Autocomplete<T>
      value={selected}
      options={options}
      loading={searching && result.loading}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.fullName}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, person) => {
        setSelected(person);
        void helpers.setValue(person?.id ?? '', true);
      }}
      onInputChange={(_, value, reason) => setTyped(reason === 'input' ? value : '')}
      onBlur={() => void helpers.setTouched(true)}
      noOptionsText={searching ? noneFound : t`Escribe al menos 2 letras del nombre o del correo.`}
      loadingText={t`Buscando…`}
      renderOption={({ key, ...optionProps }, person) => {
        const detail = detailOf(person);
        return (
          <li key={key} {...optionProps}>
            <Box>
              <Typography>{person.fullName}</Typography>
              {detail && (
                <Typography variant="caption" color="text.secondary">
                  {detail}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true } }}
        />
      )}
    />
  );
}
