import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminCourseDocument } from '../../gql/graphql';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { QueryState } from '../../shell/QueryState';
import { CourseForm } from './CourseForm';

/** /courses/create */
export function NewCoursePage() {
  return <CourseForm />;
}

/** /courses/:id/edit: the form starts from the course as stored now. */
export function EditCoursePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminCourseDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el curso. Es posible que se haya eliminado.`,
      path: '/courses/index',
      label: t`Ver los cursos`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <CourseForm key={data.course.id} course={data.course} />;
}
