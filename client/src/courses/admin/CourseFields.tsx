import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import { FormDateField } from '../../shell/forms/FormDateField';
import { FormMxnField } from '../../shell/forms/FormMxnField';
import { FormTextField } from '../../shell/forms/FormTextField';
import { courseStatuses } from '../../../../shared/validation/course';
import { courseStatusLabels } from './course-labels';
import { FormSwitch } from '../../shell/forms/FormSwitch';

const courseInput = { htmlInput: { maxLength: limits.courseInputLength } };
const textarea = { htmlInput: { maxLength: limits.textareaLength } };

/** Name, promo text, date, schedule, price and places. */
export function CourseDataFields({ soldSpace }: { soldSpace: number | null }) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label={t`Nombre del curso`} required slotProps={courseInput} />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="subtopic"
          label={t`Texto promocional`}
          multiline
          minRows={2}
          helperText={t`Aparece en la tarjeta del catálogo, p. ej. «Precio especial de $2,900.00 antes del 15 de diciembre».`}
          slotProps={textarea}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormDateField name="date" label={t`Fecha del curso`} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          name="time"
          label={t`Horario`}
          placeholder={t`9:00 a 14:00 h`}
          slotProps={{ ...courseInput, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormMxnField name="investment" label={t`Inversión por lugar`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField
          name="quota"
          type="number"
          label={t`Cupo`}
          required
          helperText={soldSpace === null ? t`Lugares a la venta.` : t`Lugares vendidos: ${soldSpace}.`}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}

/** Venue name and address. */
export function CourseVenueFields() {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField
          name="headquarterName"
          label={t`Sede`}
          placeholder={t`Auditorio, hotel o sala`}
          slotProps={courseInput}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FormTextField name="headquarterAddress" label={t`Dirección de la sede`} slotProps={textarea} />
      </Grid>
    </Grid>
  );
}

/** Registration state, visibility in the catalogue and online registration. */
export function CoursePublishingFields() {
  const { t, i18n } = useLingui();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField
          name="status"
          select
          label={t`Estado de la inscripción`}
          required
          helperText={t`Con «Inscripción abierta» la página del curso muestra el botón Pagar curso.`}
        >
          {courseStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {i18n._(courseStatusLabels[status])}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }} sx={{ pt: { md: 2 } }}>
        <FormSwitch
          name="active"
          label={t`Curso activo`}
          helperText={t`Si lo desactivas, el curso deja de mostrarse al público.`}
        />
        <FormSwitch
          name="onlineRegistration"
          label={t`Inscripción en línea`}
          helperText={t`Si la desactivas, el curso no aparece en el catálogo público y solo se inscribe en recepción.`}
        />
      </Grid>
    </Grid>
  );
}
