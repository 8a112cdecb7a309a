import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudyFormOptionsQuery } from '../../gql/graphql';
import { FormTextField } from '../../shell/forms/FormTextField';

/** "Sucursal": where the study was taken, optional; the quality survey's answers are counted by it. */
export function BranchOfficeField({ offices }: { offices: StudyFormOptionsQuery['branchOffices'] }) {
  const { t } = useLingui();
  return (
    <FormTextField name="branchOfficeId" select label={t`Sucursal`}>
      <MenuItem value="">
        <Trans>Sin sucursal</Trans>
      </MenuItem>
      {offices.map((office) => (
        <MenuItem key={office.id} value={office.id}>
          {office.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
