import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import { useId } from 'react';

/** A formik-bound on/off field with a plain explanation under it. */
export function FormSwitch({
  name,
  label,
  helperText,
  disabled,
}: {
  name: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const [field] = useField({ name, type: 'checkbox' });
  const helperId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            {...field}
            checked={Boolean(field.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': helperText ? helperId : undefined } }}
          />
        }
        label={label}
      />
      {helperText && (
        <FormHelperText id={helperId} sx={{ mt: -0.5, mb: 1 }}>
          {helperText}
        </FormHelperText>
      )}
    </div>
  );
}
