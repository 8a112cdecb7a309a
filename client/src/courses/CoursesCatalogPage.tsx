import { usePublicQuery } from '../api/public-graphql';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { PublicCoursesDocument } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { CourseCard } from './CourseCard';
import { CoursesHeading } from './CoursesHeading';
import { groupByYear } from './course-format';

const cardColumns = { xs: 12, sm: 6, md: 4 } as const;

/** Public catalogue (/aula_courses): the courses open to online registration, by year, newest first. */
export function CoursesCatalogPage() {
  const { t } = useLingui();
  // Places change as people pay: show the cached list at once and refresh it.
  const { data, loading, error } = usePublicQuery(PublicCoursesDocument, { fresh: true });

  useEffect(() => {
    // SPEC point 8: a failed load is only logged.
    if (error) console.error('Could not load the course catalogue', error);
  }, [error]);

  const courses = data?.publicCourses;
  let content: ReactNode = null;
  if (courses && courses.length > 0) {
    // The first card's image is the page's largest paint: it goes first, the others as they near the screen.
    const first = courses[0].id;
    content = groupByYear(courses).map((group) => (
      <Box component="section" key={group.year} aria-labelledby={`courses-${group.year}`} sx={{ mb: 5 }}>
        <Typography id={`courses-${group.year}`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {group.year}
        </Typography>
        <Grid container spacing={3}>
          {group.courses.map((course) => (
            <Grid key={course.id} size={cardColumns}>
              <CourseCard course={course} firstImage={course.id === first} />
            </Grid>
          ))}
        </Grid>
      </Box>
    ));
  } else if (courses) {
    content = <EmptyState icon={School} message={t`No hay cursos disponibles por el momento.`} />;
  } else if (loading) {
    content = <CatalogueSkeleton />;
  }

  return (
    <>
      <CoursesHeading />
      <Box aria-busy={loading && !courses}>{content}</Box>
    </>
  );
}

function CatalogueSkeleton() {
  return (
    <Grid container spacing={3} aria-hidden>
      {[0, 1, 2].map((key) => (
        <Grid key={key} size={cardColumns}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
          <Skeleton width="40%" sx={{ mt: 2 }} />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Grid>
      ))}
    </Grid>
  );
}
