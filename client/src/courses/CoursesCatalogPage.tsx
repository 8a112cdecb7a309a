import School from '@mui/icons-material/School';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../shell/EmptyState';
import { CoursesHeading } from './CoursesHeading';

/** Public catalogue (/aula_courses). The course list arrives with the courses feature. */
export function CoursesCatalogPage() {
  const { t } = useLingui();
  return (
    <>
      <CoursesHeading />
      <EmptyState icon={School} message={t`No hay cursos disponibles por el momento.`} />
    </>
  );
}
