import School from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../shell/EmptyState';
import { CoursesHeading } from './CoursesHeading';

/** Public course detail and registration (/course_registration/:id), filled by the courses feature. */
export function CourseRegistrationPage() {
  const { t } = useLingui();
  return (
    <>
      <CoursesHeading />
      <EmptyState icon={School} message={t`No hay cursos disponibles por el momento.`}>
        <Button component={RouterLink} to="/aula_courses" sx={{ mt: 2 }}>
          <Trans>Ver todos los cursos</Trans>
        </Button>
      </EmptyState>
    </>
  );
}
