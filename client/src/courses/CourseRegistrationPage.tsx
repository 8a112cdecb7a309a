import { usePublicQuery } from '../api/public-graphql';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { courseRegistrationMessages as m } from '../../../shared/messages/course-registration';
import { parseRowId } from '../../../shared/row-ids';
import { apiErrorsOf } from '../api/graphql-errors';
import { PublicCourseDocument, type PublicCourseQuery } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { EmptyState } from '../shell/EmptyState';
import { formatMoney } from '../shell/format/locale-format';
import { afterFirstInteraction } from '../shell/first-interaction';
import { useDocumentTitle } from '../shell/use-document-title';
import { canPay, canRecover, stateLabel } from './course-format';
import { CourseDescription } from './CourseDescription';
import { CourseFacts } from './CourseFacts';
import { CourseImage } from './CourseImage';

// The forms (formik, yup, the card tokenizer) load after the page, not with the catalogue.
const loadRegistration = () => import('./registration/RegistrationDialog');
const loadRecovery = () => import('./recovery/RecoveryDialog');
const RegistrationDialog = lazy(async () => ({ default: (await loadRegistration()).RegistrationDialog }));
const RecoveryDialog = lazy(async () => ({ default: (await loadRecovery()).RecoveryDialog }));

type Course = PublicCourseQuery['publicCourse'];

/** Public course detail (/course_registration/:id): what, when, where, price; pay or recover. */
export function CourseRegistrationPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  // An address that cannot name a course (/course_registration/abc) is not asked for: the server
  // would refuse the request itself, and the browser would log that refusal.
  const wellFormed = parseRowId(id) !== undefined;
  const { data, error, loading, refetch } = usePublicQuery(PublicCourseDocument, {
    variables: { id },
    fresh: true,
    skip: !wellFormed,
  });
  const course = data?.publicCourse;
  const notFound =
    !wellFormed ||
    (!course && (apiErrorsOf(error)?.some((e) => e.code === 'NOT_FOUND' || e.code === 'BAD_USER_INPUT') ?? false));
  useDocumentTitle(course?.name ?? t`Cursos`);

  useEffect(() => {
    // SPEC point 8: a failed load is only logged (an unknown course is said plainly below).
    if (error && !notFound) console.error('Could not load the course', error);
  }, [error, notFound]);

  if (course) return <CourseDetail course={course} refetch={refetch} />;
  return (
    <>
      <BackLink />
      {notFound ? (
        <EmptyState icon={SearchOff} message={t`Este curso no existe o ya no está disponible.`}>
          <Button component={RouterLink} to="/aula_courses" variant="contained" sx={{ mt: 2 }}>
            <Trans>Ver todos los cursos</Trans>
          </Button>
        </EmptyState>
      ) : (
        loading && <DetailSkeleton />
      )}
    </>
  );
}

function CourseDetail({ course, refetch }: { course: Course; refetch: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const [registering, setRegistering] = useState(false);
  const [recovering, setRecovering] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's transition.
  const [registrationUsed, setRegistrationUsed] = useState(false);
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const payable = canPay(course);
  const refreshPlaces = useCallback(() => {
    refetch().catch((error: unknown) => console.error('Could not refresh the course', error));
  }, [refetch]);

  const recoverable = canRecover(course);
  useEffect(() => {
    // The dialogs' code comes at the visitor's first interaction, so the button opens them at once
    // without their code (formik, yup, the card's fields) travelling with the page's first load.
    afterFirstInteraction(() => {
      if (payable) void loadRegistration();
      if (recoverable) void loadRecovery();
    });
  }, [payable, recoverable]);

  return (
    <>
      <BackLink />
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CourseImage image={course.image} fallbackSrc={course.imageUrl} layout="page" priority rounded />
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mt: 3, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
          >
            <bdi>{course.name}</bdi>
          </Typography>
          {course.descriptionHtml && <CourseDescription html={course.descriptionHtml} />}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t`Inscripción`}
            sx={{ p: { xs: 2.5, md: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}
          >
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.8rem', lineHeight: 1.2 }}>
              {formatMoney(course.investment, i18n.locale)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <Trans>IVA incluido</Trans>
            </Typography>
            {course.subtopic && (
              <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 500, mb: 2 }}>
                <bdi>{course.subtopic}</bdi>
              </Typography>
            )}
            <Divider sx={{ mb: 2 }} />
            <CourseFacts course={course} />
            <Divider sx={{ my: 2 }} />
            <Availability course={course} />
            {payable && (
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                onClick={() => {
                  setRegistrationUsed(true);
                  setRegistering(true);
                }}
              >
                <Trans>Pagar curso</Trans>
              </Button>
            )}
            {canRecover(course) && (
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => {
                    setRecoveryUsed(true);
                    setRecovering(true);
                  }}
                >
                  <Trans>Recuperar inscripción</Trans>
                </Link>
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
      {/* Its own boundary: while a dialog's code arrives, the page stays in view. */}
      <Suspense fallback={null}>
        {registrationUsed && (
          <RegistrationDialog
            course={course}
            open={registering}
            onClose={() => setRegistering(false)}
            onPlacesChanged={refreshPlaces}
          />
        )}
        {recoveryUsed && <RecoveryDialog courseId={course.id} open={recovering} onClose={() => setRecovering(false)} />}
      </Suspense>
    </>
  );
}

/** Places left while registration is open; otherwise why it is not. */
function Availability({ course }: { course: Course }) {
  const { i18n } = useLingui();
  if (course.catalogueState !== 'AVAILABLE') {
    return <Chip label={stateLabel(i18n, course)} color={course.catalogueState === 'FULL' ? 'warning' : 'default'} />;
  }
  if (course.status !== 'REGISTRATION_OPEN') {
    return <Typography color="text.secondary">{translateServerMessage(m.courseClosed)}</Typography>;
  }
  return (
    <Typography sx={{ fontWeight: 500 }} color="success.main" data-testid="available-spaces">
      {stateLabel(i18n, course)}
    </Typography>
  );
}

function BackLink() {
  return (
    <Button
      component={RouterLink}
      to="/aula_courses"
      startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      sx={{ mb: 2, ml: -1 }}
    >
      <Trans>Todos los cursos</Trans>
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <Grid container spacing={5} aria-hidden>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', mt: 3 }} width="80%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
    </Grid>
  );
}
