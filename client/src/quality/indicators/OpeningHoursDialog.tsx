import { useMutation } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { openingHoursSchema } from '../../../../shared/validation/quality';
import { type OpeningHoursFieldsFragment, UpdateOpeningHoursDocument } from '../../gql/graphql';
import { FormTextField } from '../../shell/forms/FormTextField';
import { FormDialog } from './FormDialog';

type Day = { weekday: number; opensAt: string; closesAt: string };
type Values = { days: Day[] };

/** The fields a refusal of the server may name. */
const fieldPaths = [
  'days',
  ...[0, 1, 2, 3, 4, 5, 6].flatMap((index) => [`days.${index}.opensAt`, `days.${index}.closesAt`]),
];

/** "Horario de atención": the lab's hours per weekday (Mexico City); the chat response times count only in them. */
export function OpeningHoursDialog({ hours, onClose }: { hours: OpeningHoursFieldsFragment; onClose: () => void }) {
  const { t } = useLingui();
  const [update] = useMutation(UpdateOpeningHoursDocument);
  const initialValues: Values = {
    days: hours.days.map((day) => ({ weekday: day.weekday, opensAt: day.opensAt ?? '', closesAt: day.closesAt ?? '' })),
  };
  return (
    <FormDialog
      title={t`Horario de atención`}
      initialValues={initialValues}
      schema={openingHoursSchema}
      fields={fieldPaths}
      savedMessage={t`Horario de atención guardado`}
      onClose={onClose}
      onSave={(values) => update({ variables: { input: openingHoursSchema.cast(values) } })}
    >
      <DialogContentText>
        <Trans>
          El tiempo de primera respuesta del chat solo cuenta dentro de este horario (hora de la Ciudad de México).
        </Trans>
      </DialogContentText>
      <DayRows />
    </FormDialog>
  );
}

function DayRows() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<Values>();
  const names = [t`Lunes`, t`Martes`, t`Miércoles`, t`Jueves`, t`Viernes`, t`Sábado`, t`Domingo`];
  return values.days.map((day, index) => {
    const open = day.opensAt !== '' || day.closesAt !== '';
    const name = names[day.weekday - 1];
    const toggle = (checked: boolean) =>
      void setFieldValue(`days.${index}`, {
        ...day,
        opensAt: checked ? '09:00' : '',
        closesAt: checked ? '19:00' : '',
      });
    return (
      <Stack
        key={day.weekday}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ width: 96, fontWeight: 500 }}>{name}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={open}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': t`${name}: abierto` } }}
            />
          }
          label={open ? t`Abierto` : t`Cerrado`}
          sx={{ width: 120 }}
        />
        {open && (
          <>
            <FormTextField
              name={`days.${index}.opensAt`}
              label={t`Abre`}
              type="time"
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              name={`days.${index}.closesAt`}
              label={t`Cierra`}
              type="time"
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
      </Stack>
    );
  });
}
