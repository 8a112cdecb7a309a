import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { translateServerMessage } from '../../../i18n/server-messages';
import type { SelectFieldProps } from '../field-kit';
import { useLightField } from './use-light-form';

/**
 * A select field of fixed options in the surrounding LightForm: the browser's own list, drawn as the
 * other outlined fields. On a phone it opens the system's picker, and the page needs neither MUI's
 * Select nor its menu (about 4.5 KB brotli, with its keyboard handling and typeahead).
 */
export function LightSelectField({ name, label, options }: SelectFieldProps) {
  const bound = useLightField<string | null | undefined>(name);
  const id = useId();
  const error = bound.touched && bound.error ? translateServerMessage(bound.error) : undefined;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        value={bound.value ?? ''}
        onChange={(event) => bound.setValue(event.target.value)}
        onBlur={bound.onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
