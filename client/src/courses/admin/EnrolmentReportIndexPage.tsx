import Assessment from '@mui/icons-material/Assessment';
import School from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCourseFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { formatCalendarDay } from '../../shell/format/locale-format';
import { QueryState } from '../../shell/QueryState';
import { CourseSearchField } from './CourseSearchField';
import { CourseStateChips } from './CourseStateChips';
import { CourseThumbnail } from './CourseThumbnail';
import { useAdminCourses } from './use-admin-courses';

/** /report-inscription/index: choose the course whose enrolment report to open. */
export function EnrolmentReportIndexPage() {
  const { t } = useLingui();
  const { courses, search, setSearch, term, loading, error, refetch } = useAdminCourses();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <Trans>Elige un curso para ver quién se inscribió, lo cobrado y exportar la lista.</Trans>
      </Typography>
      <CourseSearchField value={search} onChange={setSearch} />
      {!courses ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : courses.length === 0 ? (
        <EmptyState
          icon={School}
          message={term ? t`Ningún curso coincide con «${term}».` : t`Aún no hay cursos registrados.`}
        />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={t`Cursos`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Curso</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Fecha</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Lugares vendidos / cupo</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Estado del curso</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Reporte</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {courses.map((course) => (
                <ReportRow key={course.id} course={course} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

function ReportRow({ course }: { course: AdminCourseFieldsFragment }) {
  const { t, i18n } = useLingui();
  const name = course.name;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 220 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CourseThumbnail url={course.imageUrl} size={40} />
          <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDay(course.date, i18n.locale, { dateStyle: 'medium' })}
      </TableCell>
      <TableCell align="right">
        {course.soldSpace} / {course.quota}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <CourseStateChips course={course} />
      </TableCell>
      <TableCell align="right">
        <Button
          component={RouterLink}
          to={`/report-inscription/${course.id}`}
          startIcon={<Assessment />}
          aria-label={t`Ver reporte de ${name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          <Trans>Ver reporte</Trans>
        </Button>
      </TableCell>
    </TableRow>
  );
}
