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
import { FormTextField } from '../../shell/forms/FormTextField';
import { MaskedTextField } from '../../shell/forms/MaskedTextField';
import { phoneDigits } from '../../shell/forms/PersonInputs';
import { emptyContact, type BranchOfficeValues } from './branch-office-values';

/** The people to ask for at the office: a name and a 10-digit phone per row, up to 10 rows. */
export function ContactsField() {
  const { t } = useLingui();
  const { values, errors } = useFormikContext<BranchOfficeValues>();
  const listError = typeof errors.contacts === 'string' ? errors.contacts : null;
  return (
    <FieldArray name="contacts">
      {(rows) => (
        <Box component="section" aria-labelledby="office-contacts-title" sx={{ mt: 3 }}>
          <Typography id="office-contacts-title" variant="subtitle1" component="h3">
            <Trans>Contactos</Trans>
          </Typography>
          {values.contacts.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>Sin contactos. Agrega a las personas con quienes la app puede comunicarse.</Trans>
            </Typography>
          )}
          {values.contacts.map((_, index) => {
            const number = index + 1;
            return (
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ sm: 2 }}
                sx={{ alignItems: 'center' }}
              >
                <FormTextField
                  name={`contacts.${index}.name`}
                  label={t`Nombre del contacto ${number}`}
                  required
                  slotProps={{ htmlInput: { maxLength: branchOfficeLimits.name } }}
                />
                <MaskedTextField
                  name={`contacts.${index}.phone`}
                  type="tel"
                  label={t`Teléfono del contacto ${number}`}
                  mask={phoneDigits}
                  helperText={t`10 dígitos, sin espacios.`}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <Tooltip title={t`Quitar contacto`}>
                  <IconButton onClick={() => rows.remove(index)} aria-label={t`Quitar contacto ${number}`}>
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          })}
          {listError && <FormHelperText error>{translateServerMessage(listError)}</FormHelperText>}
          <Button
            startIcon={<Add />}
            onClick={() => rows.push(emptyContact())}
            disabled={values.contacts.length >= branchOfficeLimits.contacts}
            sx={{ mt: 1 }}
          >
            <Trans>Agregar contacto</Trans>
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}
