import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { limits } from '../../../shared/limits';
import type { UserTypesQuery } from '../gql/graphql';
import { DoctorDataFields } from '../shell/forms/DoctorDataFields';
import { FormTextField } from '../shell/forms/FormTextField';
import { NewPasswordInput } from '../shell/forms/NewPasswordInput';
import { BirthDateInput } from '../shell/forms/BirthDateInput';
import { EmailInput, NameInputs, PhoneInput, SexInput } from '../shell/forms/PersonInputs';
import { type DoctorOption, DoctorSelectField } from '../virtuallab/patients/DoctorSelectField';
import { keepsOfficeData, type UserFormMode, type UserFormValues } from './user-values';
import { roleOf } from '../session/roles';
import { FieldCell, FieldGrid } from '../shell/forms/FieldGrid';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };
const maxPassword = { htmlInput: { maxLength: limits.passwordMaxLength } };

type Props = {
  mode: UserFormMode;
  types: UserTypesQuery['userTypes'];
  initialDoctor: DoctorOption | null;
};

/** Every field of SPEC point 3 for a user; office data for doctors and office users; the doctor of a patient. */
export function UserFields({ mode, types, initialDoctor }: Props) {
  const { t } = useLingui();
  const { values } = useFormikContext<UserFormValues>();
  return (
    <>
      <FieldGrid>
        <NameInputs />
        <FieldCell size={{ xs: 12, md: 6 }}>
          <EmailInput />
        </FieldCell>
        <FieldCell size={{ xs: 12, md: 6 }}>
          <FormTextField name="username" label={t`Nombre de usuario`} autoComplete="off" slotProps={maxInput} />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <NewPasswordInput
            label={t`Contraseña`}
            required={mode === 'create'}
            helperText={mode === 'update' ? t`Déjalo vacío para conservarlo.` : undefined}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="passwordConfirmation"
            type="password"
            label={t`Confirmar contraseña`}
            autoComplete="new-password"
            required={mode === 'create'}
            slotProps={maxPassword}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <BirthDateInput />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <SexInput />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <PhoneInput />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <FormTextField name="userType" select label={t`Tipo de usuario`} required>
            {types.map((type) => (
              <MenuItem key={type.id} value={roleOf(type.role)}>
                {type.name}
              </MenuItem>
            ))}
          </FormTextField>
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <FormTextField name="status" select label={t`Estatus`}>
            <MenuItem value="true">{t`Activo`}</MenuItem>
            <MenuItem value="false">{t`Inactivo`}</MenuItem>
          </FormTextField>
        </FieldCell>
        {values.userType === 'patient' && (
          <FieldCell size={12}>
            <DoctorSelectField initial={initialDoctor} />
          </FieldCell>
        )}
      </FieldGrid>
      {keepsOfficeData(values.userType) && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2">
            <Trans>Datos del consultorio</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Cada dato es opcional: llena los que conozcas y el doctor completará los demás en su perfil al iniciar
              sesión. El código postal lleva 5 dígitos y la hora de cierre va después de la de apertura.
            </Trans>
          </Typography>
          <DoctorDataFields complete={false} />
        </>
      )}
    </>
  );
}
