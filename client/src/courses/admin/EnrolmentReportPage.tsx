import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import HowToReg from '@mui/icons-material/HowToReg';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverErrorMessage } from '../../api/graphql-errors';
import {
  CourseEnrolmentDocument,
  ResendCourseRegistrationDocument,
  type CourseEnrolmentQuery,
} from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { useConfirm, useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { formatCalendarDay, formatMoney } from '../../shell/format/locale-format';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { QueryState } from '../../shell/QueryState';
import { CourseStateChips } from './CourseStateChips';
import { CourseThumbnail } from './CourseThumbnail';
import { saveFile } from '../../shell/save-file';
import { enrolmentCsv, enrolmentCsvFileName } from './enrolment-csv';
import { fullNameOf, RegistrationsTable, type Registration } from './RegistrationsTable';

type Report = CourseEnrolmentQuery['courseEnrolment'];

/** /report-inscription/:id: who enrolled in a course, what was paid, CSV export and resending. */
export function EnrolmentReportPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(CourseEnrolmentDocument, {
    variables: { courseId: id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el curso. Es posible que se haya eliminado.`,
      path: '/report-inscription/index',
      label: t`Ver los cursos`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <EnrolmentReport report={data.courseEnrolment} />;
}

function EnrolmentReport({ report }: { report: Report }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [resend] = useMutation(ResendCourseRegistrationDocument);
  const { course, registrations } = report;

  const exportCsv = () => {
    saveFile(enrolmentCsv(registrations, i18n), enrolmentCsvFileName(course.name, i18n), 'text/csv;charset=utf-8');
  };

  const resendRegistration = async (registration: Registration) => {
    const fullName = fullNameOf(registration);
    const email = registration.email;
    const confirmed = await confirm({
      title: t`Reenviar inscripción`,
      message: `${t`La inscripción de ${fullName} se enviará de nuevo a ${email}.`} ${t`¿Deseas continuar?`}`,
    });
    if (!confirmed) return;
    try {
      await loading.during(resend({ variables: { registrationId: registration.id } }));
      snackbar.success(t`Inscripción reenviada a ${email}.`);
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };

  return (
    <Stack spacing={3}>
      <CourseHeader course={course} onExport={exportCsv} canExport={registrations.length > 0} />
      <Grid container spacing={2} component="section" aria-label={t`Totales`}>
        <Total label={t`Inscripciones pagadas`} value={String(report.paidCount)} />
        <Total label={t`Lugares pagados`} value={`${report.paidSpaces} / ${course.quota}`} />
        <Total label={t`Monto cobrado`} value={formatMoney(report.paidAmount, i18n.locale)} />
      </Grid>
      <Stack spacing={1} component="section" aria-labelledby="registrations-title">
        <Typography id="registrations-title" variant="h6" component="h2">
          <Trans>Inscripciones</Trans>
        </Typography>
        {registrations.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Todos los intentos de pago, los más recientes primero. Fechas en hora de la Ciudad de México.</Trans>
          </Typography>
        )}
        {registrations.length === 0 ? (
          <EmptyState icon={HowToReg} message={t`Aún no hay inscripciones en este curso.`} />
        ) : (
          <RegistrationsTable
            registrations={registrations}
            onResend={(registration) => void resendRegistration(registration)}
          />
        )}
      </Stack>
    </Stack>
  );
}

function CourseHeader({
  course,
  onExport,
  canExport,
}: {
  course: Report['course'];
  onExport: () => void;
  canExport: boolean;
}) {
  const { i18n } = useLingui();
  const details = [
    formatCalendarDay(course.date, i18n.locale, { dateStyle: 'medium' }),
    course.time,
    course.headquarterName,
    formatMoney(course.investment, i18n.locale),
  ].filter(Boolean);
  return (
    <Paper component="section" aria-labelledby="report-course-name" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <CourseThumbnail url={course.imageUrl} size={96} />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="report-course-name" variant="h5" component="h2">
            {course.name}
          </Typography>
          <Typography color="text.secondary">{details.join(' · ')}</Typography>
          {course.headquarterAddress && (
            <Typography variant="body2" color="text.secondary">
              {course.headquarterAddress}
            </Typography>
          )}
          <CourseStateChips course={course} />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }}
          spacing={1}
          sx={{ alignItems: 'stretch' }}
        >
          <Button variant="contained" startIcon={<Download />} onClick={onExport} disabled={!canExport}>
            <Trans>Exportar CSV</Trans>
          </Button>
          <Button variant="outlined" startIcon={<Edit />} component={RouterLink} to={`/courses/${course.id}/edit`}>
            <Trans>Editar curso</Trans>
          </Button>
          <Button color="inherit" startIcon={<ArrowBack />} component={RouterLink} to="/report-inscription/index">
            <Trans>Otros cursos</Trans>
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      </Paper>
    </Grid>
  );
}
