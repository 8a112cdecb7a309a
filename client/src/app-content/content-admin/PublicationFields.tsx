import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { FormSwitch } from '../../shell/forms/FormSwitch';
import { FormTextField } from '../../shell/forms/FormTextField';

const dateTimeSlot = { inputLabel: { shrink: true } };

type Props = { label: string; draftHelp: string };

/** Published or draft, and the optional window, for a formik form holding PublicationValues. */
export function PublicationFields({ label, draftHelp }: Props) {
  const { t } = useLingui();
  return (
    <>
      <FormSwitch name="published" label={label} helperText={draftHelp} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          name="publishFrom"
          type="datetime-local"
          label={t`Mostrar desde`}
          helperText={t`Opcional. Hora de la Ciudad de México.`}
          slotProps={dateTimeSlot}
        />
        <FormTextField
          name="publishUntil"
          type="datetime-local"
          label={t`Mostrar hasta`}
          helperText={t`Opcional. Después de esta fecha la app deja de mostrarlo.`}
          slotProps={dateTimeSlot}
        />
      </Stack>
    </>
  );
}
