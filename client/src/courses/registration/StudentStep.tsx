import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { limits } from '../../../../shared/limits';
import { LightTextField } from '../../shell/forms/light/LightFields';

/** Step 1, Datos: who takes the course. */
export function StudentStep({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useLingui();
  const text = { htmlInput: { maxLength: limits.inputLength } };
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <LightTextField name="name" label={t`Nombre`} autoComplete="given-name" required slotProps={text} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LightTextField
          name="lastname"
          label={t`Apellido paterno`}
          autoComplete="family-name"
          required
          slotProps={text}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <LightTextField
          name="motherLastname"
          label={t`Apellido materno`}
          autoComplete="additional-name"
          required
          slotProps={text}
        />
      </Grid>
      <Grid size={12}>
        <LightTextField
          name="email"
          type="email"
          label={t`Correo electrónico`}
          autoComplete="email"
          required
          inputRef={emailRef}
          helperText={t`Aquí recibirás la confirmación de tu inscripción.`}
        />
      </Grid>
      <Grid size={12}>
        <LightTextField
          name="phone"
          type="tel"
          label={t`Teléfono`}
          autoComplete="tel-national"
          required
          helperText={t`10 dígitos`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
