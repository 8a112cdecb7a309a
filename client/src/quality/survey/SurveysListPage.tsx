import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Poll from '@mui/icons-material/Poll';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { QualitySurveysDocument } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { QueryState } from '../../shell/QueryState';
import { SurveysTable } from './SurveysTable';
import { newSurveyPath } from './survey-paths';
import { useCanEditSurveys } from './use-can-edit-surveys';

/** /quality-s: the quality surveys, the active one marked; the administrator manages them, the others read them. */
export function SurveysListPage() {
  const { t } = useLingui();
  const canEdit = useCanEditSurveys();
  const { data, loading, error, refetch } = useQuery(QualitySurveysDocument, {
    variables: { first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.qualitySurveys.edges.map((edge) => edge.node);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          <Trans>
            La encuesta activa se envía al paciente cuando recibe su resultado. Sus respuestas se cuentan por tipo de
            estudio y sucursal, sin nombres.
          </Trans>
        </Typography>
        {canEdit && (
          <Button component={RouterLink} to={newSurveyPath} variant="contained" startIcon={<Add />}>
            <Trans>Nueva encuesta</Trans>
          </Button>
        )}
      </Stack>
      {!items ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Poll}
          message={canEdit ? t`Aún no hay encuestas. Crea la primera con «Nueva encuesta».` : t`Aún no hay encuestas.`}
        />
      ) : (
        <SurveysTable items={items} canEdit={canEdit} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}
