import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldArray, useFormikContext } from 'formik';
import { branchOfficeLimits } from '../../../../shared/validation/branch-office';
import { translateServerMessage } from '../../i18n/server-messages';
import { MaskedTextField } from '../../shell/forms/MaskedTextField';
import { phoneDigits } from '../../shell/forms/PersonInputs';
import type { BranchOfficeValues } from './branch-office-values';

/** The office's own phones, 10 digits each, up to 5. */
export function PhonesField() {
  const { t } = useLingui();
  const { values, errors } = useFormikContext<BranchOfficeValues>();
  const listError = typeof errors.phones === 'string' ? errors.phones : null;
  return (
    <FieldArray name="phones">
      {(rows) => (
        <Box component="section" aria-labelledby="office-phones-title" sx={{ mt: 3 }}>
          <Typography id="office-phones-title" variant="subtitle1" component="h3">
            <Trans>Teléfonos de la sucursal</Trans>
          </Typography>
          {values.phones.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>Sin teléfonos.</Trans>
            </Typography>
          )}
          {values.phones.map((_, index) => {
            const number = index + 1;
            return (
              <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
                <MaskedTextField
                  name={`phones.${index}`}
                  type="tel"
                  label={t`Teléfono ${number}`}
                  mask={phoneDigits}
                  helperText={t`10 dígitos, sin espacios.`}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <Tooltip title={t`Quitar teléfono`}>
                  <IconButton onClick={() => rows.remove(index)} aria-label={t`Quitar teléfono ${number}`}>
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          })}
          {listError && <FormHelperText error>{translateServerMessage(listError)}</FormHelperText>}
          <Button
            startIcon={<Add />}
            onClick={() => rows.push('')}
            disabled={values.phones.length >= branchOfficeLimits.phones}
            sx={{ mt: 1 }}
          >
            <Trans>Agregar teléfono</Trans>
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}
