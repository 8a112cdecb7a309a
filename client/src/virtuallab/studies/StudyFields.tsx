import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import { expiryChoices } from '../../../../shared/validation/study';
import type { StudyFormOptionsQuery } from '../../gql/graphql';
import { ExpiryLabel } from '../../shell/forms/ExpiryLabel';
import { FormDateField } from '../../shell/forms/FormDateField';
import { FormMultiSelect } from '../../shell/forms/FormMultiSelect';
import { FormTextField } from '../../shell/forms/FormTextField';
import { BranchOfficeField } from './BranchOfficeField';
import { studyStatuses, studyStatusLabels } from './study-labels';

type Options = StudyFormOptionsQuery;

/** Tipo de estudio, fecha, estado, vence en, grupos and notas, bound to formik (StudyValues). */
export function StudyFields({ options, editing }: { options: Options; editing: boolean }) {
  const { t, i18n } = useLingui();
  const maxNotes = limits.textareaLength;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="studyTypeId" select label={t`Tipo de estudio`} required>
          {options.studyTypes.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField name="studyDate" label={t`Fecha del estudio`} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="status" select label={t({ message: 'Estado', context: 'estado de un estudio clínico' })}>
          {studyStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {i18n._(studyStatusLabels[status])}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="expiry"
          select
          label={t`Vence en`}
          helperText={t`Después de esa fecha el doctor y el paciente ya no ven el estudio.`}
        >
          {editing && (
            <MenuItem value="keep">
              <Trans>Sin cambios</Trans>
            </MenuItem>
          )}
          <MenuItem value="never">
            <ExpiryLabel days={null} />
          </MenuItem>
          {expiryChoices.map((days) => (
            <MenuItem key={days} value={String(days)}>
              <ExpiryLabel days={days} />
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BranchOfficeField offices={options.branchOffices} />
      </Grid>
      <Grid size={12}>
        <GroupsField groups={options.studyGroups} />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="notes"
          label={t`Notas`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: limits.textareaLength } }}
          helperText={t`Máximo ${maxNotes} caracteres.`}
        />
      </Grid>
    </Grid>
  );
}

/** "Grupos de estudio": several groups, shown as chips. */
function GroupsField({ groups }: { groups: Options['studyGroups'] }) {
  const { t } = useLingui();
  return (
    <FormMultiSelect
      name="groupIds"
      label={t`Grupos de estudio`}
      options={groups}
      helperText={groups.length === 0 ? t`Aún no hay grupos de estudio.` : undefined}
    />
  );
}
