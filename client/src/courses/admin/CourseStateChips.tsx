import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import type { AdminCourseFieldsFragment } from '../../gql/graphql';
import { catalogueStateLabels, courseStatusLabels } from './course-labels';

type Course = Pick<AdminCourseFieldsFragment, 'catalogueState' | 'active' | 'onlineRegistration' | 'status'>;

const stateColor = { AVAILABLE: 'success', EXPIRED: 'default', FULL: 'warning' } as const;

/** Catalogue state (Vigente, Vencido, Cupo lleno), registration state, visibility and online registration. */
export function CourseStateChips({ course }: { course: Course }) {
  const { t, i18n } = useLingui();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        color={stateColor[course.catalogueState]}
        label={i18n._(catalogueStateLabels[course.catalogueState])}
      />
      {course.status !== 'REGISTRATION_OPEN' && (
        <Chip
          size="small"
          color={course.status === 'CANCELLED' ? 'error' : 'default'}
          variant="outlined"
          label={i18n._(courseStatusLabels[course.status])}
        />
      )}
      <Chip
        size="small"
        variant="outlined"
        color={course.active ? 'primary' : 'default'}
        label={course.active ? t`Activo` : t`Oculto`}
      />
      <Chip
        size="small"
        variant="outlined"
        label={course.onlineRegistration ? t`Inscripción en línea` : t`Sin inscripción en línea`}
      />
    </Stack>
  );
}
