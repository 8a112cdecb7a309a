import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { FormSwitch } from '../../shell/forms/FormSwitch';
import { FormDateField } from '../../shell/forms/FormDateField';

type Props = { label: string; draftHelp: string };

/** Published or draft, and the optional window, for a formik form holding PublicationValues. */
export function PublicationFields({ label, draftHelp }: Props) {
  const { t } = useLingui();
  return (
    <>
      <FormSwitch name="published" label={label} helperText={draftHelp} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormDateField
          name="publishFrom"
          withTime
          label={t`Mostrar desde`}
          helperText={t`Opcional. Hora de la Ciudad de México.`}
        />
        <FormDateField
          name="publishUntil"
          withTime
          label={t`Mostrar hasta`}
          helperText={t`Opcional. Después de esta fecha la app deja de mostrarlo.`}
        />
      </Stack>
    </>
  );
}
