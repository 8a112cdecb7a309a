import Store from '@mui/icons-material/Store';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import type { AdminBranchOfficeFieldsFragment } from '../../gql/graphql';
import { useConfirm } from '../../shell/feedback/feedback-context';
import { FormImageField } from '../content-admin/FormImageField';
import type { BranchOfficeValues } from './branch-office-values';

/**
 * The office's optional photo: choose one, or take the saved one away after confirming (SPEC
 * point 8: the image will be deleted), which can be undone until saved.
 */
export function BranchOfficeImageField({ office }: { office?: AdminBranchOfficeFieldsFragment }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { values, setFieldValue } = useFormikContext<BranchOfficeValues>();
  const saved = office?.image?.url;
  const name = office?.name ?? '';
  const toggleRemoval = async () => {
    if (values.removeImage) return void setFieldValue('removeImage', false);
    const message = `${t`La imagen será eliminada.`} ${t`¿Deseas continuar?`}`;
    if (await confirm({ title: t`Quitar la foto de ${name}`, message })) void setFieldValue('removeImage', true);
  };
  return (
    <>
      <FormImageField
        name="image"
        label={t`Foto de la sucursal (opcional)`}
        currentUrl={values.removeImage ? null : saved}
        currentAlt={t`Foto actual de ${name}`}
        placeholderIcon={Store}
      />
      {saved && !values.image && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button color={values.removeImage ? 'inherit' : 'error'} size="small" onClick={() => void toggleRemoval()}>
            {values.removeImage ? <Trans>Conservar la foto actual</Trans> : <Trans>Quitar foto</Trans>}
          </Button>
          {values.removeImage && (
            <Typography variant="body2" color="text.secondary">
              <Trans>La foto se quitará al guardar.</Trans>
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
}
