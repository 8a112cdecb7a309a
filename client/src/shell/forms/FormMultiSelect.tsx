import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';

type Option = { id: string; name: string };

type Props = {
  /** The formik field holding the chosen ids. */
  name: string;
  label: string;
  options: readonly Option[];
  /** Shown under the field while it has no error. */
  helperText?: string;
};

/**
 * A formik-bound choice of several options, shown as chips. Its error (a shared Spanish message
 * or the server's) shows once the field was left, translated into the active language.
 */
export function FormMultiSelect({ name, label, options, helperText }: Props) {
  const [field, meta, helpers] = useField<string[]>(name);
  const nameOf = new Map(options.map((option) => [option.id, option.name]));
  const error = meta.touched && typeof meta.error === 'string' ? translateServerMessage(meta.error) : undefined;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        void helpers.setValue(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => (
                <Chip key={id} size="small" label={nameOf.get(id) ?? id} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
