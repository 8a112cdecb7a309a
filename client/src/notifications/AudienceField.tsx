import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import type { NotificationAudience } from '../../../shared/validation/notification';
import { translateServerMessage } from '../i18n/server-messages';

/** "Destinatarios": every device, the patients', the staff's, or one user's; bound to formik's audience. */
export function AudienceField() {
  const { t } = useLingui();
  const [field, meta] = useField<NotificationAudience>('audience');
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;
  const options: [NotificationAudience, string][] = [
    ['ALL', t`Todos los dispositivos`],
    ['PATIENTS', t`Solo pacientes`],
    ['STAFF', t`Solo personal`],
    ['USER', t`Un usuario`],
  ];
  return (
    <FormControl component="fieldset" margin="normal" error={Boolean(error)} fullWidth>
      <FormLabel component="legend">{t`Destinatarios`}</FormLabel>
      <RadioGroup row name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
        {options.map(([audience, label]) => (
          <FormControlLabel key={audience} value={audience} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
