import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { limits } from '../../../../shared/limits';
import { messages as m } from '../../../../shared/messages';
import type { PublicCourseFieldsFragment } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { formatMxn } from '../../shell/format/locale-format';
import { FormTextField } from '../../shell/forms/FormTextField';
import { MaskedTextField } from '../../shell/forms/MaskedTextField';
import { totalOf } from '../course-format';
import { cardNumberInput, cvcInput, expiryInput, spacesOverMessage } from './registration-form';

/** Step 2, Pago: places, live total and the card (tokenized in the browser). */
export function PaymentStep({ course }: { course: PublicCourseFieldsFragment }) {
  const { t, i18n } = useLingui();
  const [spaces] = useField<string>('spaces');
  const places = Number(spaces.value);
  const total = Number.isInteger(places) && places >= 1 ? totalOf(course.investment.cents, places) : 0;

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
            {formatMxn(total, i18n.locale)}
          </Typography>
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
        <FormTextField
          name="fullname"
          label={t`Nombre del titular`}
          autoComplete="cc-name"
          required
          slotProps={{ htmlInput: { maxLength: limits.inputLength } }}
        />
      </Grid>
      <Grid size={12}>
        <MaskedTextField
          name="cardNumber"
          label={t`Número de tarjeta`}
          autoComplete="cc-number"
          mask={cardNumberInput}
          validateWhileTyping
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <MaskedTextField
          name="cardExpiry"
          label={t`Vencimiento (MM/AA)`}
          placeholder={t`MM/AA`}
          autoComplete="cc-exp"
          mask={expiryInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: limits.cardExpiryLength } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <MaskedTextField
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
 * Places to buy, from 1 to the places left. A number out of that range goes back to 1 and the
 * rule it broke stays in view (SPEC point 5).
 */
function SpacesField({ available }: { available: number }) {
  const { t, i18n } = useLingui();
  const [field, meta, helpers] = useField<string>('spaces');
  const [notice, setNotice] = useState<string | null>(null);

  const accept = (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits === '') {
      setNotice(null);
      void helpers.setValue('', true);
      return;
    }
    const value = Number(digits);
    if (value < 1) setNotice(translateServerMessage(m.spacesMin));
    else if (value > available) setNotice(spacesOverMessage(i18n, available));
    else setNotice(null);
    void helpers.setValue(value < 1 || value > available ? '1' : String(value), true);
  };

  // The places left can drop while the dialog is open (a refetch after a rejected payment).
  const current = Number(field.value);
  useEffect(() => {
    if (current > available && available >= 1) {
      setNotice(spacesOverMessage(i18n, available));
      void helpers.setValue('1', true);
    }
  }, [current, available, i18n, helpers]);

  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;
  const message = error ?? notice;
  return (
    <TextField
      fullWidth
      margin="normal"
      name="spaces"
      label={t`Lugares`}
      value={field.value}
      onChange={(event) => accept(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={message ?? <Box component="span">{t`Lugares disponibles: ${available}`}</Box>}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true, maxLength: 4 } }}
    />
  );
}
