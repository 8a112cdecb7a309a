import InputAdornment from '@mui/material/InputAdornment';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from './FormTextField';

type Props = { name: string; label: string };

/**
 * A price typed in Mexican pesos with up to 2 decimals, IVA included ("$ … MXN"); the form's
 * values keep the text, sent as integer centavos.
 */
export function FormMxnField({ name, label }: Props) {
  const { t } = useLingui();
  return (
    <FormTextField
      name={name}
      type="number"
      label={label}
      required
      helperText={t`En pesos mexicanos, IVA incluido.`}
      slotProps={{
        htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: <InputAdornment position="end">MXN</InputAdornment>,
        },
      }}
    />
  );
}
