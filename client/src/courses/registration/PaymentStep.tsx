import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { limits } from '../../../../shared/limits';
import type { PublicCourseFieldsFragment } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { formatMxn } from '../../shell/format/locale-format';
import { LightMaskedField, LightTextField } from '../../shell/forms/light/LightFields';
import { useLightField } from '../../shell/forms/light/use-light-form';
import { payableTotal } from '../course-format';
import { cardNumberInput, cvcInput, expiryInput, groupCardNumber } from './registration-form';

/** Step 2, Pago: places, live total and the card (tokenized in the browser). */
export function PaymentStep({ course }: { course: PublicCourseFieldsFragment }) {
  const { t, i18n } = useLingui();
  const spaces = useLightField('spaces');
  // Only a number of places that can be bought has a total; out of range the field says why.
  const total = payableTotal(course.investment.cents, spaces.value, course.availableSpaces);

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <SpacesField available={course.availableSpaces} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <Paper
          variant="outlined"
          role="status"
          aria-live="polite"
          sx={{
            mt: { xs: 0, sm: 2 },
            mb: 1,
            px: 2,
            py: 1.25,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography color="text.secondary">
            <Trans>Total a pagar</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="registration-total">
            {total === null ? '—' : formatMxn(total, i18n.locale)}
          </Typography>
          {total === null && (
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
              <Trans>Elige entre 1 y los lugares disponibles para ver el total.</Trans>
            </Typography>
          )}
        </Paper>
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <LockOutlined fontSize="small" aria-hidden />
          <Trans>Datos de la tarjeta</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            Los datos de tu tarjeta van directo al procesador de pagos: no llegan a nuestro servidor ni se guardan.
          </Trans>
        </Typography>
      </Grid>
      <Grid size={12}>
        <LightTextField
          name="fullname"
          label={t`Nombre del titular`}
          autoComplete="cc-name"
          required
          slotProps={{ htmlInput: { maxLength: limits.inputLength } }}
        />
      </Grid>
      <Grid size={12}>
        <LightMaskedField
          name="cardNumber"
          label={t`Número de tarjeta`}
          autoComplete="cc-number"
          mask={cardNumberInput}
          display={groupCardNumber}
          validateWhileTyping
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <LightMaskedField
          name="cardExpiry"
          label={t`Vencimiento (MM/AA)`}
          placeholder={t`MM/AA`}
          autoComplete="cc-exp"
          mask={expiryInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: limits.cardExpiryLength } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <LightMaskedField
          name="cardCvc"
          label={t`CVC`}
          autoComplete="cc-csc"
          mask={cvcInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: limits.cardCvcLength } }}
        />
      </Grid>
    </Grid>
  );
}

/**
 * Places to buy, from 1 to the places left. What the user types stays as typed: a number out of
 * range shows the rule it broke (SPEC point 5: "Lugares disponibles: N", "Mínimo aceptado: 1")
 * and keeps Siguiente disabled until it is corrected.
 */
function SpacesField({ available }: { available: number }) {
  const { t } = useLingui();
  const field = useLightField('spaces');

  const accept = (raw: string) => {
    field.setValue(raw.replace(/\D/g, ''), true);
    // The rule shows while typing: a number out of range is told at once, not on leaving the field.
    if (!field.touched) field.setTouched(true, false);
  };

  // The places left can drop while the dialog is open (a refetch after a rejected payment): the
  // number typed stays and the field says how many are left now.
  const over = Number(field.value) > available;
  const { touched, setTouched } = field;
  useEffect(() => {
    if (over && !touched) setTouched(true, true);
  }, [over, touched, setTouched]);

  const error = field.touched && field.error ? translateServerMessage(field.error) : undefined;
  return (
    <TextField
      fullWidth
      margin="normal"
      name="spaces"
      label={t`Lugares`}
      value={field.value}
      onChange={(event) => accept(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? <Box component="span">{t`Lugares disponibles: ${available}`}</Box>}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true, maxLength: 4 } }}
    />
  );
}
