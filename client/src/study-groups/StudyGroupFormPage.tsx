import { useQuery } from '@apollo/client/react';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiErrorsOf } from '../api/api-errors';
import { StudyGroupDocument } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { StudyGroupForm } from './StudyGroupForm';
import { newStudyGroupId, studyGroupsPath } from './study-group-paths';

/** /study-groups/:id/edit (admin): "create" opens an empty form, a group's id its data. */
export function StudyGroupFormPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const creating = id === newStudyGroupId;
  const valid = creating || /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(StudyGroupDocument, {
    variables: { id },
    skip: creating || !valid,
    fetchPolicy: 'network-only',
  });

  if (creating) return <StudyGroupForm />;
  if (!valid || apiErrorsOf(error)?.some((apiError) => apiError.code === 'NOT_FOUND')) {
    return (
      <EmptyState icon={SearchOff} message={t`No se encontró el grupo de estudio. Es posible que se haya eliminado.`}>
        <Button component={RouterLink} to={studyGroupsPath} sx={{ mt: 2 }}>
          <Trans>Ver los grupos de estudio</Trans>
        </Button>
      </EmptyState>
    );
  }
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  return <StudyGroupForm key={data.studyGroup.id} group={data.studyGroup} />;
}
