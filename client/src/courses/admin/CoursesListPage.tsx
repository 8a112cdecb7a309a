import { useMutation } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Assessment from '@mui/icons-material/Assessment';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import School from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteCourseDocument, type AdminCourseFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { formatCalendarDay, formatMoney } from '../../shell/format/locale-format';
import { QueryState } from '../../shell/QueryState';
import { CourseSearchField } from './CourseSearchField';
import { CourseStateChips } from './CourseStateChips';
import { CourseThumbnail } from './CourseThumbnail';
import { useAdminCourses } from './use-admin-courses';

// On a phone the thumbnail column gives its room to the name.
const imageColumn = { display: { xs: 'none', sm: 'table-cell' } };

/** /courses: every course with its price, places sold and state; create, edit, report and delete. */
export function CoursesListPage() {
  const { t } = useLingui();
  const { courses, search, setSearch, term, loading, error, refetch } = useAdminCourses();

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <CourseSearchField value={search} onChange={setSearch} />
        <Button component={RouterLink} to="/courses/create" variant="contained" startIcon={<Add />}>
          <Trans>Nuevo curso</Trans>
        </Button>
      </Stack>
      {!courses ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : courses.length === 0 ? (
        <EmptyState
          icon={School}
          message={
            term
              ? t`Ningún curso coincide con «${term}».`
              : t`Aún no hay cursos registrados. Crea el primero con «Nuevo curso».`
          }
        />
      ) : (
        <CoursesTable courses={courses} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}

function CoursesTable({ courses, onChanged }: { courses: AdminCourseFieldsFragment[]; onChanged: () => void }) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteCourse] = useMutation(DeleteCourseDocument);

  const remove = async (course: AdminCourseFieldsFragment) => {
    const name = course.name;
    const removed = await confirmedAction({
      title: t`Eliminar «${name}»`,
      message: `${t`El curso será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteCourse({ variables: { id: course.id } }),
      done: t`Curso eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Cursos`}>
        <TableHead>
          <TableRow>
            <TableCell sx={imageColumn}>
              <Trans>Imagen</Trans>
            </TableCell>
            <TableCell>
              <Trans context="nombre de un curso">Nombre</Trans>
            </TableCell>
            <TableCell>
              <Trans>Fecha</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Precio</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Lugares vendidos / cupo</Trans>
            </TableCell>
            <TableCell>
              <Trans>Estado del curso</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Acciones</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((course) => (
            <CourseRow key={course.id} course={course} onDelete={() => void remove(course)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CourseRow({ course, onDelete }: { course: AdminCourseFieldsFragment; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const name = course.name;
  return (
    <TableRow hover>
      <TableCell sx={imageColumn}>
        <CourseThumbnail url={course.imageUrl} />
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        {course.time && (
          <Typography variant="body2" color="text.secondary">
            {course.time}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDay(course.date, i18n.locale, { dateStyle: 'medium' })}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(course.investment, i18n.locale)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {course.soldSpace} / {course.quota}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <CourseStateChips course={course} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t`Editar`}>
          <IconButton component={RouterLink} to={`/courses/${course.id}/edit`} aria-label={t`Editar ${name}`}>
            <Edit />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Reporte de inscripciones`}>
          <IconButton
            component={RouterLink}
            to={`/report-inscription/${course.id}`}
            aria-label={t`Reporte de inscripciones de ${name}`}
          >
            <Assessment />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Eliminar`}>
          <IconButton color="error" onClick={onDelete} aria-label={t`Eliminar ${name}`}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
